import { z } from 'zod';
import { playerNoticeInputSchema, type PlayerNoticeAdmin } from '@platform/contract';
import {
  fieldPlacer,
  NO_SCHEDULE,
  NO_TEXT,
  toNumber,
  toScheduleInput,
  toScheduleValues,
  type ScheduleValues,
  type TextValues,
} from '../lib/content-values.ts';

/** The notice form as typed. */
export interface NoticeFormValues extends ScheduleValues {
  title: TextValues;
  content: TextValues;
  marquee: boolean;
  sortOrder: string;
  enabled: boolean;
}

export const EMPTY_NOTICE: NoticeFormValues = {
  title: NO_TEXT,
  content: NO_TEXT,
  marquee: true,
  sortOrder: '0',
  enabled: true,
  ...NO_SCHEDULE,
};

export const toNoticeValues = (notice: PlayerNoticeAdmin): NoticeFormValues => ({
  title: notice.title,
  content: notice.content,
  marquee: notice.marquee,
  sortOrder: String(notice.sortOrder),
  enabled: notice.enabled,
  ...toScheduleValues(notice),
});

export const noticeFormSchema = z.preprocess((values) => {
  const typed = values as NoticeFormValues;
  return {
    title: typed.title,
    content: typed.content,
    marquee: typed.marquee,
    sortOrder: toNumber(typed.sortOrder),
    enabled: typed.enabled,
    ...toScheduleInput(typed),
  };
}, playerNoticeInputSchema) as unknown as z.ZodType<
  z.output<typeof playerNoticeInputSchema>,
  NoticeFormValues
>;

export const placeNoticeField = fieldPlacer(['marquee', 'sortOrder', 'startsAt', 'endsAt'] as const);
