import { mediaEndpoints } from '@platform/contract';
import type { Router } from '../http/route.ts';
import type { MediaService } from './service.ts';

/** `GET /wps/media/<sha256>.<png|jpg>`: public; the bytes behind an address never change. */
export const registerMediaRoutes = (route: Router, { media }: { media: MediaService }) => {
  route(mediaEndpoints.image, async ({ params, reply }) => {
    const image = await media.find(params.file);
    return reply
      .type(image.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(image.bytes);
  });
};
