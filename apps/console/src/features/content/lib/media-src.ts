import { env } from '../../../shared/config/env.ts';

/**
 * Where the console loads an operator image from: a site path (an upload, `/wps/media/...`) from
 * the gateway's origin, which is the console's own unless the build names another; an http(s)
 * address as it is.
 */
export const mediaSrc = (url: string): string => (url.startsWith('/') ? `${env.apiUrl}${url}` : url);
