import { z } from 'zod';
import type { App } from '../http/types.ts';
import { MEDIA_PATH, type MediaService } from './service.ts';

/** `GET /wps/media/<sha256>.<png|jpg>`: public; the bytes behind an address never change. */
export const registerMediaRoutes = (app: App, { media }: { media: MediaService }) => {
  app.get(
    `${MEDIA_PATH}/:file`,
    {
      schema: {
        tags: ['media'],
        summary: 'An image uploaded in the console (banners, popups, team crests, help articles)',
        params: z.strictObject({ file: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      const image = await media.find(request.params.file);
      return reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );
};
