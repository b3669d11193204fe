import type { FastifyRequest } from 'fastify';
import { avatarIconAdminEndpoints as admin, memberEndpoints } from '@platform/contract';
import { principalOf } from '../../platform/auth/guard.ts';
import type { Actor } from '../../platform/audit/service.ts';
import type { Router } from '../../platform/http/route.ts';
import { readImageUpload } from '../../platform/http/uploads.ts';
import type { AvatarService } from './avatars.ts';

/** The member's avatar (`/wps/member/info/icon`): the icons, a choice, an upload, the uploaded pictures. */
export const registerAvatarRoutes = (route: Router, { avatars }: { avatars: AvatarService }) => {
  route(memberEndpoints.avatar, ({ request }) => avatars.avatarOf(principalOf(request).memberId));
  route(memberEndpoints.chooseAvatarIcon, ({ body, request }) =>
    avatars.chooseIcon(principalOf(request).memberId, body.iconId),
  );
  route(memberEndpoints.uploadAvatar, async ({ body, request }) =>
    avatars.uploadPicture(principalOf(request).memberId, await readImageUpload(body)),
  );
  // The bytes behind a name never change; only browsers keep them (`private`), so a picture the
  // member replaced is gone from shared caches with its row.
  route(memberEndpoints.avatarImage, async ({ params, reply }) => {
    const picture = await avatars.findPicture(params.file);
    return reply
      .type(picture.contentType)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(picture.bytes);
  });
};

/** The operator's icon set in the console. */
export const registerAvatarConsoleRoutes = (
  route: Router,
  { avatars, actorOf }: { avatars: AvatarService; actorOf: (request: FastifyRequest) => Actor },
) => {
  route(admin.list, () => avatars.admin.list());
  route(admin.add, ({ body, request }) =>
    avatars.admin.add(actorOf(request), body.imageUrl, request.language),
  );
  route(admin.remove, ({ params, request }) => avatars.admin.remove(actorOf(request), params.id));
  route(admin.order, ({ body, request }) => avatars.admin.order(actorOf(request), body.ids));
};
