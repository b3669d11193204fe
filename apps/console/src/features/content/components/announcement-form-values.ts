import { z } from 'zod';
import {
  announcementInputSchema,
  type AnnouncementAdmin,
  type AnnouncementAudience,
  type PromotionType,
} from '@platform/contract';
import { fieldPlacer, NO_TEXT, toNumber, type TextValues } from '../lib/content-values.ts';

/** The announcement form as typed: no promotion type as an empty choice. */
export interface AnnouncementFormValues {
  title: TextValues;
  content: TextValues;
  promotionType: PromotionType | '';
  audience: AnnouncementAudience;
  sortOrder: string;
  enabled: boolean;
}

export const EMPTY_ANNOUNCEMENT: AnnouncementFormValues = {
  title: NO_TEXT,
  content: NO_TEXT,
  promotionType: '',
  audience: 'ALL',
  sortOrder: '0',
  enabled: true,
};

export const toAnnouncementValues = (announcement: AnnouncementAdmin): AnnouncementFormValues => ({
  title: announcement.title,
  content: announcement.content,
  promotionType: announcement.promotionType ?? '',
  audience: announcement.audience,
  sortOrder: String(announcement.sortOrder),
  enabled: announcement.enabled,
});

export const announcementFormSchema = z.preprocess((values) => {
  const typed = values as AnnouncementFormValues;
  return {
    title: typed.title,
    content: typed.content,
    promotionType: typed.promotionType === '' ? null : typed.promotionType,
    audience: typed.audience,
    sortOrder: toNumber(typed.sortOrder),
    enabled: typed.enabled,
  };
}, announcementInputSchema) as unknown as z.ZodType<
  z.output<typeof announcementInputSchema>,
  AnnouncementFormValues
>;

export const placeAnnouncementField = fieldPlacer(['promotionType', 'audience', 'sortOrder'] as const);
