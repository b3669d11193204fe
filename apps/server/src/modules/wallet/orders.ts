import { eq } from 'drizzle-orm';
import { formatMinorUnits, validationText, type Language } from '@platform/contract';
import type { Executor } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { members } from '../members/tables.ts';

/** Public order numbers: a letter for the kind, then the id padded to 10 digits. */
export const ORDER_PREFIX = { DEPOSIT: 'D', WITHDRAWAL: 'W' } as const;

export const formatOrderNo = (prefix: string, id: number) => `${prefix}${String(id).padStart(10, '0')}`;

/** The id inside an order number of the kind, or undefined for anything else. */
export const parseOrderNo = (prefix: string, orderNo: string): number | undefined => {
  const match = new RegExp(`^${prefix}(\\d{10})$`).exec(orderNo);
  const id = match?.[1] === undefined ? NaN : Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** A 422 on `amount` unless it lies within the limits (minor units). */
export const assertAmountWithin = (amount: bigint, min: bigint, max: bigint, language: Language) => {
  if (amount < min || amount > max) {
    throw fieldError({
      amount: validationText('amountRange', language)
        .replace('{min}', formatMinorUnits(min))
        .replace('{max}', formatMinorUnits(max)),
    });
  }
};

/**
 * Locks the member's row for the rest of the transaction: a member's money requests (withdrawals,
 * the payment-password counter) then run one at a time, so counts and limits hold under concurrency.
 */
export const lockMember = async (executor: Executor, memberId: number) => {
  const [row] = await executor
    .select({
      id: members.id,
      payeeName: members.payeeName,
      paymentPasswordHash: members.paymentPasswordHash,
      paymentPasswordFailures: members.paymentPasswordFailures,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  if (!row) throw new AppError('not_found_entity');
  return row;
};
