import { createHmac } from 'node:crypto';

/**
 * HMAC-SHA256 of a raw body with a vendor's secret, lower-case hex: what `X-Signature` carries on the
 * vendor's wallet calls to the platform and on the platform's admin calls to a lottery vendor.
 */
export const signVendorBody = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex');
