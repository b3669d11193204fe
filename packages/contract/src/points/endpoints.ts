import { endpoint } from '../endpoint.ts';
import { pointsBalanceSchema, pointsHistoryQuerySchema, pointsHistorySchema } from './schemas.ts';

const tags = ['points'];

/** The member's points (spec: "points (balance, ...)"); the mall's calls come with issue 26. */
export const pointsEndpoints = {
  balance: endpoint({
    method: 'GET',
    path: '/wps/relay/points/balance',
    tags,
    summary: 'The member’s points balance',
    description: 'Real accounts only (`in_need_true_account` for a trial account).',
    access: 'member',
    response: pointsBalanceSchema,
  }),
  history: endpoint({
    method: 'GET',
    path: '/wps/relay/points/history',
    tags,
    summary: 'The member’s points movements, newest first',
    description: 'Real accounts only (`in_need_true_account` for a trial account).',
    access: 'member',
    query: pointsHistoryQuerySchema,
    response: pointsHistorySchema,
  }),
};
