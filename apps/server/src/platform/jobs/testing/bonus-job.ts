import type { LedgerService } from '../../ledger/service.ts';
import type { PeriodJob } from '../runner.ts';

/** 1.00 in minor units: what the test bonus pays each member per period. */
export const BONUS_AMOUNT = 100n;

/**
 * A daily job of the tests shaped like a salary: 1.00 from the operator's BONUS account to each
 * member, one ledger transfer per member keyed by `ctx.key(memberId)`. `afterPayment` runs after
 * each payment (with the count so far), so a test can stop or crash the run half-way.
 */
export const createBonusJob = (deps: {
  name: string;
  ledger: LedgerService;
  memberIds: number[];
  afterPayment?: (paid: number) => Promise<void>;
  /** Called at each start of the run, to count how often the work was begun. */
  onStart?: () => void;
}): PeriodJob<{ paid: number; replayed: number }> => ({
  name: deps.name,
  period: { every: 'day' },
  run: async (ctx) => {
    deps.onStart?.();
    let paid = 0;
    let replayed = 0;
    for (const memberId of deps.memberIds) {
      const moved = await deps.ledger.transfer({
        idempotencyKey: ctx.key(memberId),
        from: { operator: 'BONUS' },
        to: { memberId, kind: 'MAIN' },
        amount: BONUS_AMOUNT,
        type: 'ADJUSTMENT',
        metadata: { job: deps.name, period: ctx.period.key },
      });
      if (moved.replayed) replayed += 1;
      else paid += 1;
      await deps.afterPayment?.(paid + replayed);
    }
    return { paid, replayed };
  },
});
