/** A time of a contract or a settlement as the gateway writes it (the site's time zone), or a dash when there is none. */
export const when = (time: string | null): string => time ?? '—';
