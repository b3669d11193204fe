import { announcementAdminSchema, type AnnouncementAdmin, type AnnouncementInput } from '@platform/contract';
import { createContentResource } from './content-resource.ts';

/** `/console-api/content/announcements`: the announcements popup's entries. */
export const announcements = createContentResource<AnnouncementAdmin, AnnouncementInput>(
  'announcements',
  announcementAdminSchema,
);
