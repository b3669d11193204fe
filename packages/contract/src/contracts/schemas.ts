import { z } from 'zod';

/*
 * Dividend and salary contracts between an agent and its downlines (spec sections 3 and 4). This
 * issue carries only the consolidated flags the agent centre's menu follows; the contracts
 * themselves arrive with the contracts issue.
 */

/**
 * `GET /wps/member/info/funds/consolidated` (spec sections 3 and 6), with the spec's flag names:
 * each is on when the caller has an agent-side contract of its kind, and its page then shows in the
 * agent centre's menu (where the operator's white-label switch of the kind is on as well).
 */
export const contractFlagsSchema = z.object({
  /** Dividend contract: the dividend record (agentDividendRecordCopy2). */
  divtypereq: z.boolean(),
  /** Daily salary contract: daily wages (agentDailyWages2). */
  dailysalreqtype: z.boolean(),
  /** Hourly salary contract: hourly salary (agentHourSalary). */
  contracthoursalreq: z.boolean(),
  /** Real-time salary contract: real-time salary (agentRealtimeSalary). */
  realtimesalreqtype: z.boolean(),
});

export type ContractFlags = z.infer<typeof contractFlagsSchema>;
