import { z } from 'zod';
import { popupInputSchema, type LinkageType, type PopupAdmin, type PopupAudience } from '@platform/contract';
import {
  fieldPlacer,
  NO_SCHEDULE,
  NO_TEXT,
  orNull,
  toLinkInput,
  toNumber,
  toScheduleInput,
  toScheduleValues,
  type ScheduleValues,
  type TextValues,
} from '../lib/content-values.ts';

/** The popup form as typed. */
export interface PopupFormValues extends ScheduleValues {
  audience: PopupAudience;
  title: TextValues;
  content: TextValues;
  imageUrl: string | null;
  linkageType: LinkageType;
  url: string;
  sortOrder: string;
  enabled: boolean;
}

export const EMPTY_POPUP: PopupFormValues = {
  audience: 'A',
  title: NO_TEXT,
  content: NO_TEXT,
  imageUrl: null,
  linkageType: 'NONE',
  url: '',
  sortOrder: '0',
  enabled: true,
  ...NO_SCHEDULE,
};

export const toPopupValues = (popup: PopupAdmin): PopupFormValues => ({
  audience: popup.audience,
  title: popup.title,
  content: popup.content,
  imageUrl: popup.imageUrl,
  linkageType: popup.linkageType,
  url: popup.url ?? '',
  sortOrder: String(popup.sortOrder),
  enabled: popup.enabled,
  ...toScheduleValues(popup),
});

export const popupFormSchema = z.preprocess((values) => {
  const typed = values as PopupFormValues;
  return {
    audience: typed.audience,
    title: typed.title,
    content: typed.content,
    imageUrl: orNull(typed.imageUrl),
    ...toLinkInput(typed.linkageType, typed.url),
    sortOrder: toNumber(typed.sortOrder),
    enabled: typed.enabled,
    ...toScheduleInput(typed),
  };
}, popupInputSchema) as unknown as z.ZodType<z.output<typeof popupInputSchema>, PopupFormValues>;

export const placePopupField = fieldPlacer([
  'audience',
  'imageUrl',
  'linkageType',
  'url',
  'sortOrder',
  'startsAt',
  'endsAt',
] as const);
