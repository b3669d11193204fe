/** `YYYY-MM-DD HH:mm:ss` in the merchant's time zone, the API's timestamp format. */
export const formatTimestamp = (date: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(date);
