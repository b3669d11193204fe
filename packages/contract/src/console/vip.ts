import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  vipRankChangePageSchema,
  vipRankChangeSchema,
  vipRankChangesQuerySchema,
  vipRankInputSchema,
  vipRankSchema,
  vipSetRankSchema,
} from '../vip/schemas.ts';

/* The operator's side of VIP (console): the ranks editor, members' rank changes, a manual rank. */

const tags = ['console-vip'];
const ABOVE_MAX =
  '`validation_failed` (field `rebateBonus.<product>`) for an extra rebate above the operator’s maximum rate ' +
  '(agent policy): a member’s rate plus the bonus never goes above that maximum.';
const rankId = z.strictObject({ id: z.coerce.number().int().positive() });

export const vipAdminEndpoints = {
  ranks: endpoint({
    method: 'GET',
    path: '/console-api/vip/ranks',
    tags,
    summary: 'The VIP ranks in order (level 1 first)',
    access: { staff: 'rewards.read' },
    response: z.array(vipRankSchema),
  }),
  createRank: endpoint({
    method: 'POST',
    path: '/console-api/vip/ranks',
    tags,
    summary: 'Add a rank above the highest (audited `vip.rank_save`)',
    description: `\`vip_rank_limit\` at the most ranks. ${ABOVE_MAX}`,
    access: { staff: 'rewards.write' },
    body: vipRankInputSchema,
    response: vipRankSchema,
  }),
  updateRank: endpoint({
    method: 'PUT',
    path: '/console-api/vip/ranks/:id',
    tags,
    summary: 'Change a rank (audited `vip.rank_save`)',
    description: ABOVE_MAX,
    access: { staff: 'rewards.write' },
    params: rankId,
    body: vipRankInputSchema,
    response: vipRankSchema,
  }),
  deleteRank: endpoint({
    method: 'DELETE',
    path: '/console-api/vip/ranks/:id',
    tags,
    summary: 'Remove the highest rank (audited `vip.rank_save`)',
    description: '`vip_rank_in_use` when members hold it or it is not the highest.',
    access: { staff: 'rewards.write' },
    params: rankId,
    response: z.object({ id: z.number().int() }),
  }),
  changes: endpoint({
    method: 'GET',
    path: '/console-api/vip/changes',
    tags,
    summary: 'Members’ rank changes with their reasons, newest first',
    access: { staff: 'rewards.read' },
    query: vipRankChangesQuerySchema,
    response: vipRankChangePageSchema,
  }),
  setRank: endpoint({
    method: 'POST',
    path: '/console-api/vip/set-rank',
    tags,
    summary: 'Set a member’s rank by hand (audited `vip.set_rank`); no upgrade bonus is granted',
    access: { staff: 'rewards.write' },
    body: vipSetRankSchema,
    response: vipRankChangeSchema,
  }),
};
