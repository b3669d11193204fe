/** Times as staff type and read them: `datetime-local` inputs and timestamps in the browser's time zone. */

const pad = (value: number) => String(value).padStart(2, '0');

const localDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** `YYYY-MM-DD`, the value a `date` input holds, of an instant's day in local time (today by default). */
export const localDay = (date = new Date()): string => localDate(date);

/** `YYYY-MM-DDTHH:mm`, the value a `datetime-local` input holds, of an instant in local time. */
export const toLocalInput = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${localDate(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/**
 * The ISO instant of a typed local time. Empty is missing (a "required" message); text the
 * browser cannot read is passed on as typed, for the contract to refuse.
 */
export const toInstant = (text: string): string | undefined => {
  if (text.trim() === '') return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
};

/** `YYYY-MM-DD HH:mm:ss` in the staff member's time zone (spec section 9's timestamp form). */
export const formatLocal = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${localDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

/** The browser's time zone ("Asia/Tokyo") and its offset ("UTC+09:00"), to say which clock the inputs use. */
export const localZone = (): string => {
  const minutes = -new Date().getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const offset = `UTC${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
  const name = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return name === '' || /^(Etc\/)?UTC$/.test(name) ? offset : `${name} (${offset})`;
};
