import { z } from 'zod';
import type { QueryClient } from '@tanstack/react-query';
import { SUPPORTED_LANGUAGES, noticesSchema, siteConfigSchema, type Language } from '@platform/contract';
import { siteConfigQueryOptions } from './get-site-config.ts';
import { noticesQueryOptions } from './get-notices.ts';

/** What the gateway writes into the page (see the server's static-web.ts): the first screen's data. */
const bootDataSchema = z.object({
  config: siteConfigSchema,
  /** A visitor's notices in one language (the site's default). */
  notices: z.object({ language: z.enum(SUPPORTED_LANGUAGES), value: noticesSchema }).optional(),
});

const readBootData = () => {
  const text = document.getElementById('boot-data')?.textContent;
  if (text === undefined || text === null || text === '') return null;
  try {
    const parsed = bootDataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * Puts the page's boot data into the query cache, so the start-up gate and the home page render
 * without waiting for their first requests. Without it (the dev server) they are fetched as usual.
 */
export const seedBootData = (client: QueryClient, reader: { language: Language; isLoggedIn: boolean }) => {
  const boot = readBootData();
  if (boot === null) return;
  client.setQueryData(siteConfigQueryOptions().queryKey, boot.config);
  if (boot.notices !== undefined && !reader.isLoggedIn && boot.notices.language === reader.language) {
    client.setQueryData(noticesQueryOptions(reader.language, false).queryKey, boot.notices.value);
  }
};
