import { formatLocal } from '../../../shared/lib/local-time.ts';

/** An instant of a contract or a settlement in the staff member's time, or a dash when there is none. */
export const when = (iso: string | null): string => (iso === null ? '—' : formatLocal(iso));
