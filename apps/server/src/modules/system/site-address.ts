import type { SystemService } from './service.ts';

/** Host names the embedded default answers on when neither `PUBLIC_URL` nor domains are configured. */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export type SiteAddress = ReturnType<typeof createSiteAddress>;

/**
 * The site's public address, for every link the platform sends (password reset, and any later
 * verification or referral link): `PUBLIC_URL` when set, else the main domain the operator listed
 * in the console, else the embedded default on this machine. Request headers (`Host`,
 * `X-Forwarded-Host`) never become part of a link; they only decide whether a link is sent: a
 * request that came to a host which is not one of the site's gets none.
 */
export const createSiteAddress = ({
  system,
  publicUrl,
  port,
}: {
  system: Pick<SystemService, 'getDomains'>;
  /** The validated `PUBLIC_URL` origin (`https://www.example.com`), if configured. */
  publicUrl: string | undefined;
  port: number;
}) => {
  const configured = publicUrl ? new URL(publicUrl) : undefined;

  const publicOrigin = async (): Promise<string> => {
    if (configured) return configured.origin;
    const { domains } = await system.getDomains();
    const main = domains.find((entry) => entry.isMain) ?? domains[0];
    return main ? `https://${main.domain}` : `http://localhost:${port}`;
  };

  /** Whether `hostname` (without port) is one of the site's: `PUBLIC_URL`'s host or a listed domain. */
  const isSiteHost = async (hostname: string): Promise<boolean> => {
    const name = hostname.toLowerCase();
    const { domains } = await system.getDomains();
    if (configured?.hostname === name || domains.some((entry) => entry.domain === name)) return true;
    return !configured && domains.length === 0 && LOCAL_HOSTS.includes(name);
  };

  return {
    publicOrigin,
    /** The origin for a link asked for on `hostname`, or null when that host is not the site's. */
    linkOrigin: async (hostname: string): Promise<string | null> =>
      (await isSiteHost(hostname)) ? publicOrigin() : null,
  };
};
