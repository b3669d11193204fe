import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { pageOf, pageQuery } from '../list-queries.ts';
import { MEMBER_STATUS, enumValues } from '../statuses.ts';
import { rebateRatesSchema } from '../downlines/schemas.ts';

/** The operator's agent policy: who may create agents and the highest rebate rates of anyone. */
export const agentPolicySchema = z.strictObject({
  agentsMayCreateAgents: z.boolean(),
  maxRebateRates: rebateRatesSchema,
});
export type AgentPolicyInput = z.infer<typeof agentPolicySchema>;

/** `GET /console-api/agents/tree`: one member found by its exact account or id, and a page of its direct downlines. */
export const agentTreeQuerySchema = z
  .strictObject({
    account: z.string().trim().min(1).max(64).optional(),
    id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    ...pageQuery,
  })
  .refine((query) => query.account !== undefined || query.id !== undefined, {
    path: ['account'],
    message: 'required',
  });

/** A member of the agent tree with its team's figures. */
export const agentTreeNodeSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  type: z.number().int(),
  status: z.enum(enumValues(MEMBER_STATUS)),
  /** Everyone below it, at any depth. */
  teamSize: z.number().int(),
  directCount: z.number().int(),
  balance: z.string(),
  teamBalance: z.string(),
  registeredAt: z.string(),
});
export type AgentTreeNode = z.infer<typeof agentTreeNodeSchema>;

export const agentTreeSchema = z.object({
  member: agentTreeNodeSchema,
  /** The upline chain, the top of the tree first, the direct upline last. */
  uplines: z.array(agentTreeNodeSchema),
  /** Direct downlines, newest first. */
  downlines: pageOf(agentTreeNodeSchema),
});
export type AgentTreeView = z.infer<typeof agentTreeSchema>;

const tags = ['console-agents'];

export const agentAdminEndpoints = {
  policy: endpoint({
    method: 'GET',
    path: '/console-api/agents/policy',
    tags,
    summary: 'The agent policy',
    access: { staff: 'settings.read' },
    response: agentPolicySchema,
  }),
  setPolicy: endpoint({
    method: 'PUT',
    path: '/console-api/agents/policy',
    tags,
    summary: 'Set the agent policy (audited as `agent.policy`)',
    access: { staff: 'settings.write' },
    body: agentPolicySchema,
    response: agentPolicySchema,
  }),
  tree: endpoint({
    method: 'GET',
    path: '/console-api/agents/tree',
    tags,
    summary: 'A member of the agent tree: its upline chain and a page of its direct downlines',
    description:
      'Found by exact account (any case) or id; `not_found_entity` otherwise. Moving a member or its team is `POST /console-api/members/:id/upline`, its agent type `PUT /console-api/members/:id/type`.',
    access: { staff: 'members.read' },
    query: agentTreeQuerySchema,
    response: agentTreeSchema,
  }),
};
