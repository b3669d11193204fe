import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { rebateRatesSchema } from '../downlines/schemas.ts';

/** The operator's agent policy: who may create agents and the highest rebate rates of anyone. */
export const agentPolicySchema = z.strictObject({
  agentsMayCreateAgents: z.boolean(),
  maxRebateRates: rebateRatesSchema,
});
export type AgentPolicyInput = z.infer<typeof agentPolicySchema>;

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
};
