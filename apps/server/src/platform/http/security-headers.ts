import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer, written out in full (no helmet defaults merged in)
 * so that the web page's own variant below is built from the same table.
 */
const CSP_DIRECTIVES: Record<string, readonly string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", 'https:', "'unsafe-inline'"],
  'font-src': ["'self'", 'https:', 'data:'],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  // The web, the console, the house game pages and /docs call only their own origin (socket.io
  // included: 'self' covers ws: and wss: on it). The exceptions are the web page's: the mirror
  // page's speed check (the operator's mirror domains) and the operator's Google tag (contentSecurityPolicy below).
  'connect-src': ["'self'"],
  // The sandbox gateway's page posts its decision to itself.
  'form-action': ["'self'"],
  // Games open in a frame on the vendor's own site (any scheme: the demo install runs on plain HTTP).
  'frame-src': ["'self'", 'http:', 'https:'],
  'frame-ancestors': ["'self'"],
  // No upgrade-insecure-requests: the demo install is plain HTTP on any host; TLS sits in front in production.
};

/** Sources a page allows beside the policy's own: its mirror domains' checks, the operator's Google tag. */
export interface ExtraSources {
  connect?: readonly string[];
  script?: readonly string[];
}

/** The policy as a header value, with more sources allowed for `connect-src` and `script-src` when given. */
export const contentSecurityPolicy = (extra: ExtraSources = {}) =>
  Object.entries(CSP_DIRECTIVES)
    .map(([name, sources]) => {
      const more = name === 'connect-src' ? extra.connect : name === 'script-src' ? extra.script : undefined;
      return [name, ...sources, ...(more ?? [])].join(' ');
    })
    .join('; ');

/**
 * Powerful features no page of ours uses, off for our pages and for every frame in them (a game's
 * frame too). Autoplay and fullscreen stay as the browser has them: the game frame asks for both
 * with its `allow` attribute; the copy buttons' clipboard writes are allowed by default.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** One year, as helmet sends it, for this host and its subdomains. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers with the policy above, Permissions-Policy on every answer, and HSTS only on
 * answers to HTTPS requests: over plain HTTP the header is meaningless, and behind a TLS proxy
 * `request.protocol` reads X-Forwarded-Proto only from the proxies TRUST_PROXY_HOPS trusts. Helmet's
 * middleware is built once here (its Fastify plugin rebuilds it, policy parsing included, on every
 * request) and writes its headers on the raw answer, as the plugin does.
 */
export const registerSecurityHeaders = (app: FastifyInstance) => {
  const applyHelmet = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHelmet(request.raw, reply.raw, () => undefined);
    void reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    done();
  });
};
