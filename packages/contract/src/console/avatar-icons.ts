import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/*
 * The operator's avatar icons (console): members choose one as their avatar (`/wps/member/info/icon`).
 * An icon is an image uploaded through the console's media upload (`POST /console-api/media`), so it
 * is served by the platform itself and never linked from elsewhere. Every change is audited
 * (`avatar_icon.add`, `avatar_icon.remove`, `avatar_icon.order`).
 */

const tags = ['console-avatar-icons'];

/** Icon ids are 32-bit. */
const iconId = z.number().int().positive().max(2_147_483_647);

export const avatarIconIdParamsSchema = z.strictObject({ id: z.coerce.number().pipe(iconId) });

/** An image the console uploaded: `/wps/media/<sha256>.<png|jpg>`. */
export const MEDIA_IMAGE_URL_PATTERN = /^\/wps\/media\/[0-9a-f]{64}\.(png|jpg)$/;

/** `POST /console-api/avatar-icons`: an icon from an image uploaded through the console. */
export const avatarIconInputSchema = z.strictObject({
  imageUrl: z.string().trim().regex(MEDIA_IMAGE_URL_PATTERN, 'invalidValue'),
});
export type AvatarIconInput = z.input<typeof avatarIconInputSchema>;

/** `PUT /console-api/avatar-icons/order`: every offered icon's id, first shown first. */
export const avatarIconOrderSchema = z.strictObject({ ids: z.array(iconId).min(1).max(500) });

export const avatarIconAdminSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  /** Members whose avatar is this icon. */
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type AvatarIconAdmin = z.infer<typeof avatarIconAdminSchema>;

const icons = '/console-api/avatar-icons';

export const avatarIconAdminEndpoints = {
  list: endpoint({
    method: 'GET',
    path: icons,
    tags,
    summary: 'The avatar icons offered to members, in the order they are shown',
    access: { staff: 'content.read' },
    response: z.array(avatarIconAdminSchema),
  }),
  add: endpoint({
    method: 'POST',
    path: icons,
    tags,
    summary: 'Offer an uploaded image as an avatar icon, shown last (audited as `avatar_icon.add`)',
    description:
      'The image must be one uploaded through `POST /console-api/media`: any other address, or one with no upload behind it, is the field error `invalidValue`.',
    access: { staff: 'content.write' },
    body: avatarIconInputSchema,
    response: z.array(avatarIconAdminSchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${icons}/:id`,
    tags,
    summary: 'Stop offering an icon (audited as `avatar_icon.remove`)',
    description: 'Members who chose it show the plain figure until they choose again.',
    access: { staff: 'content.write' },
    params: avatarIconIdParamsSchema,
    response: z.array(avatarIconAdminSchema),
  }),
  order: endpoint({
    method: 'PUT',
    path: `${icons}/order`,
    tags,
    summary: 'Set the order of the icons (audited as `avatar_icon.order`)',
    description:
      'The ids must be exactly the icons offered now; a list that differs (another change came first) is `conflict`.',
    access: { staff: 'content.write' },
    body: avatarIconOrderSchema,
    response: z.array(avatarIconAdminSchema),
  }),
};
