import type { QueryClient } from '@tanstack/react-query';
import {
  isLanguage,
  type Language,
  type Notices,
  type SiteConfig,
  type SystemStatus,
} from '@platform/contract';
import { isRecord } from '@platform/ui/is-record.ts';
import { siteConfigQueryOptions } from './get-site-config.ts';
import { noticesQueryOptions } from './get-notices.ts';
import { systemStatusQueryOptions } from './get-system-status.ts';

/** What the gateway writes into the page (see the server's static-web.ts): the first screen's data. */
interface BootData {
  config: SiteConfig;
  /** The visitor's system status (normal, maintenance, region restricted), decided by their address. */
  status: SystemStatus;
  /** A visitor's notices in one language (the site's default). */
  notices?: { language: Language; value: Notices };
  /** The lobby's games the page opens with, in the site's default language (the games feature reads them). */
  games?: unknown;
}

/** Our own gateway writes it from the same typed service results it answers with: only its shape is checked. */
const isBootData = (value: unknown): value is BootData =>
  isRecord(value) &&
  isRecord(value.config) &&
  isRecord(value.status) &&
  (value.notices === undefined ||
    (isRecord(value.notices) && isLanguage(value.notices.language) && isRecord(value.notices.value)));

const readBootData = () => {
  const text = document.getElementById('boot-data')?.textContent;
  if (text === undefined || text === null || text === '') return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isBootData(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

/**
 * Puts the page's boot data into the query cache, so the start-up gate and the home page render
 * without waiting for their first requests. Without it (the dev server) they are fetched as usual.
 * Answers the lobby's part, for the games feature to seed.
 */
export const seedBootData = (client: QueryClient, reader: { language: Language; isLoggedIn: boolean }) => {
  const boot = readBootData();
  if (boot === null) return undefined;
  client.setQueryData(siteConfigQueryOptions().queryKey, boot.config);
  client.setQueryData(systemStatusQueryOptions().queryKey, boot.status);
  if (boot.notices !== undefined && !reader.isLoggedIn && boot.notices.language === reader.language) {
    client.setQueryData(noticesQueryOptions(reader.language, false).queryKey, boot.notices.value);
  }
  return boot.games;
};
