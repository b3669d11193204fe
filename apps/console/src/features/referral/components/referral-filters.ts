import { referralAdminInviteeFilterSchema } from '@platform/contract';
import { withEmptyAsMissing } from '@platform/ui/form.ts';

/** The invitee list's filter bar: the fields kept in the address, empty when not chosen. */
export const FILTERS = ['referrer', 'status', 'startDate', 'endDate'] as const;
export type Filters = Record<(typeof FILTERS)[number], string>;
export const EMPTY: Filters = { referrer: '', status: '', startDate: '', endDate: '' };

/** The contract's filters (registration days in order), an empty field being no filter. */
export const filterSchema = withEmptyAsMissing<unknown, Filters>(referralAdminInviteeFilterSchema);
