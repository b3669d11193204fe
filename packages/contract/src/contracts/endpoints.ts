import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  contractAnswerSchema,
  contractChangeSchema,
  contractFlagsSchema,
  contractHistorySchema,
  contractIdParams,
  contractLimitsQuerySchema,
  contractLimitsSchema,
  contractListQuerySchema,
  contractOfferSchema,
  contractPageSchema,
  contractSchema,
  settlementEstimateQuerySchema,
  settlementEstimateSchema,
  settlementListQuerySchema,
  settlementPageSchema,
} from './schemas.ts';

const tags = ['contracts'];

const AGENTS_ONLY =
  'Agents only (`forbidden` otherwise); a trial account gets `in_need_true_account`. A kind whose ' +
  'white-label switch is off answers `contract_kind_disabled`.';

/** Dividend and salary contracts (spec sections 3, 4 and 6) and their settlements. */
export const contractEndpoints = {
  consolidated: endpoint({
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    tags,
    summary: 'Consolidated contract flags: which contract pages the agent centre shows',
    description:
      'Real accounts only: a trial account gets `in_need_true_account` (spec section 6: trial players ' +
      'do not fetch consolidated contract data), a visitor `not_logged_in`. A flag is on when the ' +
      'kind’s white-label switch is on and the caller holds a contract of the kind (signed, or ' +
      'waiting for an answer) as the downline or as the upline.',
    access: 'member',
    response: contractFlagsSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/wps/agent/contracts',
    tags,
    summary:
      'The caller’s contracts of a kind: its own (side DOWNLINE) or its direct downlines’ (side UPLINE)',
    description: AGENTS_ONLY,
    access: 'member',
    query: contractListQuerySchema,
    response: contractPageSchema,
  }),
  waiting: endpoint({
    method: 'GET',
    path: '/wps/agent/contracts/waiting',
    tags,
    summary: 'Contracts waiting for the caller’s answer: the contract popup at login (spec section 4)',
    description:
      'Offers and changes from the upline, and terminations asked by the other side, of every kind ' +
      'whose switch is on. A non-agent gets an empty list; a trial account `in_need_true_account`.',
    access: 'member',
    response: z.object({ list: z.array(contractSchema) }),
  }),
  limits: endpoint({
    method: 'GET',
    path: '/wps/agent/contracts/limits',
    tags,
    summary: 'What an offer of a kind and product may hold, and the direct downline agents to offer it to',
    description: AGENTS_ONLY,
    access: 'member',
    query: contractLimitsQuerySchema,
    response: contractLimitsSchema,
  }),
  offer: endpoint({
    method: 'POST',
    path: '/wps/agent/contracts',
    tags,
    summary: 'Offer a contract to a direct downline agent (status PENDING until it answers)',
    description:
      `${AGENTS_ONLY} The downline must be a direct downline agent (` +
      '`not_found_entity` otherwise) with no contract of the kind and product that is not ended ' +
      '(`contract_exists`). The caller needs its own signed contract of the kind and product ' +
      '(`contract_upline_unsigned`). Field errors (422): `tiersMustRise`, `contractRateAboveUpline` ' +
      '(a rate above the caller’s own), `contractRateOutOfRange` (outside the operator’s minimum and ' +
      'maximum), `unknownOption` (a dividend period the operator does not allow).',
    access: 'member',
    body: contractOfferSchema,
    response: contractSchema,
  }),
  change: endpoint({
    method: 'PUT',
    path: '/wps/agent/contracts/:id',
    tags,
    summary: 'Offer new terms for a signed contract with a direct downline (status PENDING_CHANGE)',
    description:
      `${AGENTS_ONLY} The caller must be the contract’s upline (\`not_found_entity\` otherwise); ` +
      'only a SIGNED contract changes (`contract_not_changeable`); terms equal to the signed ones are ' +
      '`contract_no_change`; the field errors of an offer apply.',
    access: 'member',
    params: contractIdParams,
    body: contractChangeSchema,
    response: contractSchema,
  }),
  answer: endpoint({
    method: 'POST',
    path: '/wps/agent/contracts/:id/answer',
    tags,
    summary: 'Accept or reject what waits for the caller: an offer, a change, a termination',
    description:
      `${AGENTS_ONLY} Only the side that did not ask answers (\`contract_not_waiting\` otherwise). ` +
      'Accepting terms whose rates fall below a contract the caller gave its own downlines answers ' +
      '`contract_downline_higher_rate` (value: those contracts) unless `endDownlineContracts` is true; ' +
      'then those contracts end (AUTO_TERMINATED) in the same transaction.',
    access: 'member',
    params: contractIdParams,
    body: contractAnswerSchema,
    response: contractSchema,
  }),
  terminate: endpoint({
    method: 'POST',
    path: '/wps/agent/contracts/:id/terminate',
    tags,
    summary: 'Ask to end a contract (either side; status PENDING_TERMINATION until the other confirms)',
    description:
      `${AGENTS_ONLY} The upline may also withdraw an offer still PENDING (it ends at once, WITHDRAWN). ` +
      'A contract not in force is `contract_not_changeable`.',
    access: 'member',
    params: contractIdParams,
    response: contractSchema,
  }),
  history: endpoint({
    method: 'GET',
    path: '/wps/agent/contracts/:id/history',
    tags,
    summary: 'A contract’s history: offers, answers, changes and terminations with their dates',
    description: `${AGENTS_ONLY} Either party only (\`not_found_entity\` otherwise).`,
    access: 'member',
    params: contractIdParams,
    response: contractHistorySchema,
  }),
  settlements: endpoint({
    method: 'GET',
    path: '/wps/agent/settlements',
    tags,
    summary:
      'The caller’s settlement records of a kind (dividend record, salary record) over a range of days',
    description: `${AGENTS_ONLY} Periods that ended within the range; at most 93 days (\`rangeTooLong\`).`,
    access: 'member',
    query: settlementListQuerySchema,
    response: settlementPageSchema,
  }),
  estimate: endpoint({
    method: 'GET',
    path: '/wps/agent/settlements/estimate',
    tags,
    summary: 'The current period’s estimate of each of the caller’s signed contracts of a kind',
    description: `${AGENTS_ONLY} Computed now from the figures so far, as the settlement will; nothing is paid.`,
    access: 'member',
    query: settlementEstimateQuerySchema,
    response: settlementEstimateSchema,
  }),
};
