import { rewardAdminFilterSchema } from '@platform/contract';
import { withEmptyAsMissing } from '@platform/ui/form.ts';

/** The rewards list's filter bar: the fields kept in the address, empty when not chosen. */
export const FILTERS = ['account', 'source', 'status', 'startDate', 'endDate'] as const;
export type Filters = Record<(typeof FILTERS)[number], string>;
export const EMPTY: Filters = { account: '', source: '', status: '', startDate: '', endDate: '' };

/** The contract's filters (days granted in order), an empty field being no filter. */
export const filterSchema = withEmptyAsMissing<unknown, Filters>(rewardAdminFilterSchema);
