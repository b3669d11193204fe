import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/** Images the console uploaded, served by their content's hash. */
export const mediaEndpoints = {
  image: endpoint({
    method: 'GET',
    path: '/wps/media/:file',
    tags: ['media'],
    summary: 'An image uploaded in the console (banners, popups, team crests, help articles)',
    access: 'public',
    params: z.strictObject({ file: z.string().max(80) }),
  }),
};
