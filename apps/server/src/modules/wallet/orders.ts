import { eq, sql, type AnyColumn } from 'drizzle-orm';
import { formatMinorUnits, validationText, type Language } from '@platform/contract';
import type { Database, Executor } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import type { AuditService } from '../../platform/audit/service.ts';
import { staff } from '../console/tables.ts';
import { members } from '../members/tables.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { SystemService } from '../system/service.ts';
import type { LedgerService } from '../../platform/ledger/service.ts';
import type { WalletService } from './service.ts';
import type { EventsService } from '../../platform/events/service.ts';
import type { Clock } from '../../platform/clock.ts';

/** What the deposit and withdrawal services work with. */
export interface OrderServiceDeps {
  db: Database;
  ledger: LedgerService;
  wallet: WalletService;
  system: SystemService;
  audit: AuditService;
  notifications: NotificationsService;
  events: Pick<EventsService, 'record'>;
  clock: Clock;
}

/** The filters both console queues share: the member's account, a day range, paging. */
export interface OrderQueueQuery {
  account?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  pageNum: number;
  pageSize: number;
}

/** The username of the staff member an order's `decided_by_staff_id` names, for the queues. */
export const decidedBy = (staffIdColumn: AnyColumn) =>
  sql<string | null>`(select ${staff.username} from ${staff} where ${staff.id} = ${staffIdColumn})`;

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
