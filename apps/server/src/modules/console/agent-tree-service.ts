import type { AgentTreeNode, AgentTreeView } from '@platform/contract';
import { AppError } from '../../platform/http/errors.ts';
import type { AgentTree } from '../../platform/agent-tree/service.ts';
import type { MembersService } from '../members/service.ts';
import type { TeamDirectory, TeamEntry } from '../members/team-directory.ts';

const nodeOf = (entry: TeamEntry): AgentTreeNode => ({
  id: entry.id,
  account: entry.username,
  type: entry.type,
  status: entry.status,
  teamSize: entry.teamSize,
  directCount: entry.directCount,
  balance: entry.balance,
  teamBalance: entry.teamBalance,
  registeredAt: entry.registeredAt,
});

export type AgentTreeAdmin = ReturnType<typeof createAgentTreeAdmin>;

/**
 * The console's view of the agent tree: a member, its upline chain and its direct downlines with
 * their team figures. Moves and agent types go through the members' audited console actions.
 */
export const createAgentTreeAdmin = (deps: {
  members: Pick<MembersService, 'findById' | 'findByUsername'>;
  teamDirectory: Pick<TeamDirectory, 'entry' | 'page'>;
  tree: Pick<AgentTree, 'uplines'>;
}) => {
  const { members, teamDirectory, tree } = deps;

  const entryOf = async (id: number) => {
    const entry = await teamDirectory.entry(id);
    if (!entry) throw new AppError('not_found_entity');
    return entry;
  };

  return {
    find: async (query: {
      account?: string | undefined;
      id?: number | undefined;
      pageNum: number;
      pageSize: number;
    }): Promise<AgentTreeView> => {
      const found =
        query.id !== undefined
          ? await members.findById(query.id)
          : await members.findByUsername(query.account ?? '');
      if (!found) throw new AppError('not_found_entity');
      const [member, uplineIds, { list, total }] = await Promise.all([
        entryOf(found.id),
        tree.uplines(found.id),
        teamDirectory.page({ uplineId: found.id, pageNum: query.pageNum, pageSize: query.pageSize }),
      ]);
      const uplines = await Promise.all(uplineIds.toReversed().map(entryOf));
      return {
        member: nodeOf(member),
        uplines: uplines.map(nodeOf),
        downlines: { list: list.map(nodeOf), total, totalPages: Math.ceil(total / query.pageSize) },
      };
    },
  };
};
