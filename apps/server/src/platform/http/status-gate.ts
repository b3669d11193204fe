import type { FastifyInstance } from 'fastify';
import { SYSTEM_STATUS } from '@platform/contract';
import { AppError } from './errors.ts';

const GATED_PREFIXES = ['/wps/', '/lgw/', '/lotto/'];
/**
 * The calls a client needs to render the maintenance and blocked pages stay open, and so do the
 * uploaded images (the console shows them, and the console is never gated).
 */
const OPEN_PREFIXES = ['/wps/system/', '/wps/media/'];

/**
 * While the site is in maintenance (1) or the visitor is region-restricted (2), member calls are
 * refused. The console and vendor APIs are never gated, so region rules cannot lock staff out.
 */
export const registerStatusGate = (app: FastifyInstance, getStatus: (ip: string) => Promise<number>) => {
  app.addHook('onRequest', async (request) => {
    const { url } = request;
    if (!GATED_PREFIXES.some((p) => url.startsWith(p)) || OPEN_PREFIXES.some((p) => url.startsWith(p)))
      return;
    const status = await getStatus(request.ip);
    if (status === SYSTEM_STATUS.MAINTENANCE) throw new AppError('info_maintenance');
    if (status === SYSTEM_STATUS.REGION_RESTRICTED) throw new AppError('info_ip_block');
  });
};
