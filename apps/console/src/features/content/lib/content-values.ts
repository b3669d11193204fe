import type { LinkageType } from '@platform/contract';
import { toInstant, toLocalInput } from '../../../shared/lib/local-time.ts';

/** A text in both languages as typed. */
export interface TextValues {
  JA: string;
  EN: string;
}
export const NO_TEXT: TextValues = { JA: '', EN: '' };

/** A schedule as typed: two `datetime-local` values in the staff member's time zone, empty for open. */
export interface ScheduleValues {
  startsAt: string;
  endsAt: string;
}
export const NO_SCHEDULE: ScheduleValues = { startsAt: '', endsAt: '' };

export const toScheduleValues = (row: {
  startsAt: string | null;
  endsAt: string | null;
}): ScheduleValues => ({
  startsAt: row.startsAt === null ? '' : toLocalInput(row.startsAt),
  endsAt: row.endsAt === null ? '' : toLocalInput(row.endsAt),
});

/** An empty side of the schedule is open (null); a typed one becomes the ISO instant the contract checks. */
export const toScheduleInput = (values: ScheduleValues) => ({
  startsAt: toInstant(values.startsAt) ?? null,
  endsAt: toInstant(values.endsAt) ?? null,
});

/** Empty is missing (a "required" message); anything else is checked as typed. */
export const toNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** An image field: none, or the address as given. */
export const orNull = (url: string | null): string | null => (url === null || url.trim() === '' ? null : url);

/** A click's target: none for NONE whatever was typed before switching, else the typed link (empty is missing). */
export const toLinkInput = (linkageType: LinkageType, url: string) => ({
  linkageType,
  url: linkageType === 'NONE' || url.trim() === '' ? null : url,
});

/**
 * Where the gateway's field errors (`value.fields`, keyed by the top-level field) show in a content
 * form: the given inputs; texts in both languages and anything else go to the form's alert.
 */
export const fieldPlacer =
  <Field extends string>(fields: readonly Field[]) =>
  (key: string): Field | undefined =>
    (fields as readonly string[]).includes(key) ? (key as Field) : undefined;
