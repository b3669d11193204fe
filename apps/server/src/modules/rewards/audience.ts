import type { Audience } from '@platform/contract';
import type { AgentTree } from '../../platform/agent-tree/service.ts';
import type { MembersService } from '../members/service.ts';
import type { SystemService } from '../system/service.ts';

export type AudienceCheck = ReturnType<typeof createAudienceCheck>;

/**
 * Whether a member is in an activity's audience (contract `audienceSchema`): each non-empty list must
 * match (VIP level, an agent's team at any depth or the agent itself, label). Trial accounts and
 * unknown members never are.
 */
export const createAudienceCheck = ({
  members,
  tree,
  system,
}: {
  members: MembersService;
  tree: AgentTree;
  system: Pick<SystemService, 'getMemberTypes'>;
}) => ({
  includes: async (memberId: number, audience: Audience): Promise<boolean> => {
    const [member, types] = await Promise.all([members.findById(memberId), system.getMemberTypes()]);
    if (!member || types.isTrial(member.type)) return false;
    if (audience.vipLevels.length > 0 && !audience.vipLevels.includes(member.vipLevel)) return false;
    if (audience.labels.length > 0 && (member.label === null || !audience.labels.includes(member.label))) {
      return false;
    }
    if (audience.agentIds.length === 0 || audience.agentIds.includes(memberId)) return true;
    const uplines = await tree.uplines(memberId);
    return audience.agentIds.some((agentId) => uplines.includes(agentId));
  },
});
