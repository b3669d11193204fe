import { z } from 'zod';
import {
  announcementAdminSchema,
  announcementInputSchema,
  bannerAdminSchema,
  bannerInputSchema,
  contentIdParamsSchema,
  helpArticleAdminSchema,
  helpArticleInputSchema,
  hotMatchAdminSchema,
  hotMatchInputSchema,
  mediaUploadSchema,
  playerNoticeAdminSchema,
  playerNoticeInputSchema,
  popupAdminSchema,
  popupInputSchema,
  UPLOAD_MAX_BYTES,
} from '@platform/contract';
import type { App } from '../../platform/http/types.ts';
import { emptyValue, ok, replies } from '../../platform/http/envelope.ts';
import type { ListAdmin } from '../../platform/content/list-admin.ts';
import type { MediaService } from '../../platform/media/service.ts';
import type { NoticesService } from '../notices/service.ts';
import type { HelpService } from '../system/help.ts';
import { actorOf } from './guard.ts';
import type { Requires } from './routes.ts';

const tags = ['console content'];

/**
 * Site content for `content.read` / `content.write`: banners, player notices, announcements,
 * popups, help articles and hot matches (`/console-api/content/<resource>`), and image uploads.
 * Operator HTML is sanitised before it is stored; every change is audited.
 */
export const registerContentAdminRoutes = (
  app: App,
  requires: Requires,
  { notices, help, media }: { notices: NoticesService; help: HelpService; media: MediaService },
) => {
  /** `GET` all rows, `POST` one, `PUT /:id` replaces one, `DELETE /:id`. */
  const resource = <Input, Admin>(
    name: string,
    label: string,
    schemas: { input: z.ZodType<Input, unknown>; admin: z.ZodType<Admin> },
    list: ListAdmin<Input, Admin>,
  ) => {
    const path = `/content/${name}`;
    app.get(
      `/console-api${path}`,
      {
        onRequest: requires('GET', path, 'content.read'),
        schema: { tags, summary: `Every ${label}`, response: replies(z.array(schemas.admin)) },
      },
      async () => ok(await list.list()),
    );
    app.post(
      `/console-api${path}`,
      {
        onRequest: requires('POST', path, 'content.write'),
        schema: { tags, summary: `Add a ${label}`, body: schemas.input, response: replies(schemas.admin) },
      },
      async (request) => ok(await list.create(actorOf(request), request.body as Input, request.language)),
    );
    app.put(
      `/console-api${path}/:id`,
      {
        onRequest: requires('PUT', `${path}/:id`, 'content.write'),
        schema: {
          tags,
          summary: `Replace a ${label}`,
          params: contentIdParamsSchema,
          body: schemas.input,
          response: replies(schemas.admin),
        },
      },
      async (request) =>
        ok(await list.update(actorOf(request), request.params.id, request.body as Input, request.language)),
    );
    app.delete(
      `/console-api${path}/:id`,
      {
        onRequest: requires('DELETE', `${path}/:id`, 'content.write'),
        schema: {
          tags,
          summary: `Delete a ${label}`,
          params: contentIdParamsSchema,
          response: replies(emptyValue),
        },
      },
      async (request) => {
        await list.remove(actorOf(request), request.params.id);
        return ok(null);
      },
    );
  };

  resource('banners', 'banner', { input: bannerInputSchema, admin: bannerAdminSchema }, notices.banners);
  resource(
    'notices',
    'player notice',
    { input: playerNoticeInputSchema, admin: playerNoticeAdminSchema },
    notices.playerNotices,
  );
  resource(
    'announcements',
    'announcement (HTML sanitised before storage)',
    { input: announcementInputSchema, admin: announcementAdminSchema },
    notices.announcements,
  );
  resource(
    'popups',
    'public popup (HTML sanitised before storage)',
    { input: popupInputSchema, admin: popupAdminSchema },
    notices.popups,
  );
  resource(
    'help',
    'help article (HTML sanitised before storage; the slug is unique)',
    { input: helpArticleInputSchema, admin: helpArticleAdminSchema },
    help.articles,
  );
  resource(
    'hot-matches',
    'hot match',
    { input: hotMatchInputSchema, admin: hotMatchAdminSchema },
    notices.hotMatches,
  );

  app.post(
    '/console-api/media',
    {
      onRequest: requires('POST', '/media', 'content.write'),
      // Above the server's default body limit: the image itself is the body.
      bodyLimit: UPLOAD_MAX_BYTES,
      schema: {
        tags,
        summary: 'Upload an image (png or jpg, at most 5 MB, checked by content); answers its address',
        description:
          'The body is the image itself. The same bytes always answer the same `/wps/media/<sha256>.<ext>` address.',
        response: replies(mediaUploadSchema),
      },
    },
    async (request) => ok(await media.upload(actorOf(request), request.body)),
  );
};
