import { formatMinorUnits, validationText, type Language } from '@platform/contract';
import type { Database } from '../../platform/db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { fieldError } from '../../platform/http/errors.ts';
import type { AuditService } from '../../platform/audit/service.ts';
import type { StaffService } from '../console/staff-service.ts';
import type { MembersService } from '../members/service.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { SystemService } from '../system/service.ts';
import type { LedgerService } from '../../platform/ledger/service.ts';
import type { WalletService } from './service.ts';
import type { EventsService } from '../../platform/events/service.ts';

/** What the deposit and withdrawal services work with. */
export interface OrderServiceDeps {
  db: Database;
  ledger: LedgerService;
  wallet: WalletService;
  system: SystemService;
  audit: AuditService;
  notifications: NotificationsService;
  events: Pick<EventsService, 'record'>;
  /** The member's wallet fields (payee name, payment password) and the queues' usernames. */
  members: MembersService;
  /** Who decided an order, by name, for the queues. */
  staff: Pick<StaffService, 'findUsernames'>;
  /** Times order expiry and the day a withdrawal limit counts in. */
  clock?: Clock;
}

/** The filters both console queues share: the member's account, a day range, paging. */
export interface OrderQueueQuery {
  account?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  pageNum: number;
  pageSize: number;
}

/**
 * The names a queue page shows: each order's member and the staff member who decided it, read from
 * the members and console services in one query each.
 */
export const findQueueNames = async (
  deps: Pick<OrderServiceDeps, 'members' | 'staff'>,
  orders: readonly { memberId: number; decidedByStaffId: number | null }[],
) => {
  const staffIds = orders.flatMap((order) =>
    order.decidedByStaffId === null ? [] : [order.decidedByStaffId],
  );
  const [memberNames, staffNames] = await Promise.all([
    deps.members.findUsernames(orders.map((order) => order.memberId)),
    deps.staff.findUsernames(staffIds),
  ]);
  return {
    account: (order: { memberId: number }) => memberNames.get(order.memberId) ?? '',
    decidedBy: (order: { decidedByStaffId: number | null }) =>
      order.decidedByStaffId === null ? null : (staffNames.get(order.decidedByStaffId) ?? null),
  };
};

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
