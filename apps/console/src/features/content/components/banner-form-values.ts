import { z } from 'zod';
import { bannerInputSchema, type BannerAdmin, type BannerGroup, type LinkageType } from '@platform/contract';
import {
  fieldPlacer,
  NO_SCHEDULE,
  NO_TEXT,
  toLinkInput,
  toNumber,
  toScheduleInput,
  toScheduleValues,
  type ScheduleValues,
  type TextValues,
} from '../lib/content-values.ts';

/** The banner form as typed: order as text, the schedule in local time, no image as null. */
export interface BannerFormValues extends ScheduleValues {
  groupName: BannerGroup;
  title: TextValues;
  /** Text over the art; both languages blank for none. */
  headline: TextValues;
  subline: TextValues;
  imageUrl: string | null;
  linkageType: LinkageType;
  url: string;
  sortOrder: string;
  enabled: boolean;
}

export const EMPTY_BANNER: BannerFormValues = {
  groupName: 'w_home',
  title: NO_TEXT,
  headline: NO_TEXT,
  subline: NO_TEXT,
  imageUrl: null,
  linkageType: 'NONE',
  url: '',
  sortOrder: '0',
  enabled: true,
  ...NO_SCHEDULE,
};

export const toBannerValues = (banner: BannerAdmin): BannerFormValues => ({
  groupName: banner.groupName,
  title: banner.title,
  headline: banner.headline ?? NO_TEXT,
  subline: banner.subline ?? NO_TEXT,
  imageUrl: banner.imageUrl,
  linkageType: banner.linkageType,
  url: banner.url ?? '',
  sortOrder: String(banner.sortOrder),
  enabled: banner.enabled,
  ...toScheduleValues(banner),
});

/** A text left blank in both languages is none; one language alone is refused by the contract. */
const orNoText = (text: TextValues): TextValues | null =>
  text.JA.trim() === '' && text.EN.trim() === '' ? null : text;

/** The contract's banner rules over the typed values; a missing image is a "required" message. */
export const bannerFormSchema = z.preprocess((values) => {
  const typed = values as BannerFormValues;
  return {
    groupName: typed.groupName,
    title: typed.title,
    headline: orNoText(typed.headline),
    subline: orNoText(typed.subline),
    imageUrl: typed.imageUrl ?? undefined,
    ...toLinkInput(typed.linkageType, typed.url),
    sortOrder: toNumber(typed.sortOrder),
    enabled: typed.enabled,
    ...toScheduleInput(typed),
  };
}, bannerInputSchema) as unknown as z.ZodType<z.output<typeof bannerInputSchema>, BannerFormValues>;

export const placeBannerField = fieldPlacer([
  'groupName',
  'imageUrl',
  'subline',
  'linkageType',
  'url',
  'sortOrder',
  'startsAt',
  'endsAt',
] as const);
