import type { ConditionProgress, EligibilityCondition } from '@platform/contract';
import type { StatisticsService } from '../../../platform/statistics/service.ts';
import type { MembersService } from '../../members/service.ts';
import type { WithdrawalService } from '../../wallet/withdrawal-service.ts';

/** The first day any statistics row may have: the lower end of "every day so far". */
const FIRST_DAY = '2000-01-01';

export type Eligibility = ReturnType<typeof createEligibility>;

/**
 * Eligibility conditions (reference section 8) from the members and wallet services and the
 * statistics, checked on the server at claim time: each answers `{condition, actual, required, met}`
 * with 1/0 for a yes/no fact and the count for DEPOSIT_COUNT.
 */
export const createEligibility = ({
  members,
  withdrawals,
  statistics,
}: {
  members: Pick<MembersService, 'rewardFacts'>;
  withdrawals: Pick<WithdrawalService, 'listBankAccounts'>;
  statistics: Pick<StatisticsService, 'drain' | 'member'>;
}) => ({
  /** The progress of each condition for the member (`count`: DEPOSIT_COUNT's required count, 1 for the others). */
  progress: async (
    memberId: number,
    today: string,
    conditions: readonly { condition: EligibilityCondition; count: number }[],
  ): Promise<ConditionProgress[]> => {
    const names = new Set(conditions.map((item) => item.condition));
    const needsDeposits = names.has('FIRST_DEPOSIT') || names.has('DEPOSIT_COUNT');
    if (needsDeposits) await statistics.drain();
    const [facts, bankAccounts, figures] = await Promise.all([
      members.rewardFacts(memberId),
      names.has('BANK_CARD') ? withdrawals.listBankAccounts(memberId) : Promise.resolve([]),
      needsDeposits ? statistics.member(memberId, { from: FIRST_DAY, to: today }) : Promise.resolve(null),
    ]);
    const deposits = figures?.totals.depositCount ?? 0;
    const actualOf = (condition: EligibilityCondition): number => {
      switch (condition) {
        case 'BANK_CARD':
          return bankAccounts.length > 0 ? 1 : 0;
        case 'REAL_NAME':
          return facts.realName ? 1 : 0;
        case 'VERIFIED_MOBILE':
          return facts.verifiedMobile ? 1 : 0;
        case 'ID_NUMBER':
          return facts.idNumber ? 1 : 0;
        case 'ADDRESS':
          return facts.address ? 1 : 0;
        case 'EMAIL':
          return facts.email ? 1 : 0;
        case 'FIRST_DEPOSIT':
          return Math.min(deposits, 1);
        case 'DEPOSIT_COUNT':
          return deposits;
      }
    };
    return conditions.map(({ condition, count }) => {
      const required = condition === 'DEPOSIT_COUNT' ? count : 1;
      const actual = actualOf(condition);
      return { condition, actual: String(actual), required: String(required), met: actual >= required };
    });
  },
});
