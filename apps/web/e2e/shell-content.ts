import type {
  AnnouncementAdmin,
  AnnouncementInput,
  BannerAdmin,
  BannerInput,
  HelpArticleAdmin,
  HelpArticleInput,
  PlayerNoticeAdmin,
  PlayerNoticeInput,
  PopupAdmin,
  PopupInput,
} from '@platform/contract';
import { createConsoleApi, type Method } from './support/console-api.ts';

type Resource = 'announcements' | 'banners' | 'popups' | 'notices' | 'help';

/**
 * The shell's content made as an operator makes it, through the console API (which sanitises the
 * HTML before storing it): announcements, banners, public popups, player notices and help articles. The
 * console login is shared per server (see `createConsoleApi`).
 */
export const createShellContent = (baseUrl: string) => {
  const api = createConsoleApi(baseUrl);
  const asOperator = <T>(method: Method, path: string, body?: unknown) =>
    api.request<T>(method, `/content${path}`, body);

  return {
    addAnnouncement: (input: AnnouncementInput) =>
      asOperator<AnnouncementAdmin>('POST', '/announcements', input),
    addBanner: (input: BannerInput) => asOperator<BannerAdmin>('POST', '/banners', input),
    addPopup: (input: PopupInput) => asOperator<PopupAdmin>('POST', '/popups', input),
    addNotice: (input: PlayerNoticeInput) => asOperator<PlayerNoticeAdmin>('POST', '/notices', input),
    addHelpArticle: (input: HelpArticleInput) => asOperator<HelpArticleAdmin>('POST', '/help', input),
    /** Deletes every row of a content list, so the next test starts without it. */
    clear: async (resource: Resource) => {
      const rows = await asOperator<{ id: number }[]>('GET', `/${resource}`);
      for (const row of rows) await asOperator('DELETE', `/${resource}/${String(row.id)}`);
    },
  };
};

/** A text the same in both languages, as the console's inputs require one per language. */
export const both = (text: string) => ({ JA: text, EN: text });
