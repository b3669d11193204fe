import { playerNoticeAdminSchema, type PlayerNoticeAdmin, type PlayerNoticeInput } from '@platform/contract';
import { createContentResource } from './content-resource.ts';

/** `/console-api/content/notices`: the player notices, the marquee's among them. */
export const notices = createContentResource<PlayerNoticeAdmin, PlayerNoticeInput>(
  'notices',
  playerNoticeAdminSchema,
);
