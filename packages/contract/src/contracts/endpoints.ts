import { endpoint } from '../endpoint.ts';
import { contractFlagsSchema } from './schemas.ts';

const tags = ['contracts'];

/** Dividend and salary contracts (spec sections 3, 4 and 6). */
export const contractEndpoints = {
  consolidated: endpoint({
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    tags,
    summary: 'Consolidated contract flags: which contract pages the agent centre shows',
    description:
      'Real accounts only: a trial account gets `in_need_true_account` (spec section 6: trial players ' +
      'do not fetch consolidated contract data), a visitor `not_logged_in`. Each flag is the caller’s ' +
      'own; no contract kind exists yet, so every flag is off until the contracts issue adds them.',
    access: 'member',
    response: contractFlagsSchema,
  }),
};
