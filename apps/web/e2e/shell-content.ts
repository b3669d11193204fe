import { generate } from 'otplib';
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

/** The seeded operator, who enrols an authenticator at the first console login. */
const OPERATOR = { username: 'demoadmin', password: 'demo1234' } as const;

type Method = 'GET' | 'POST' | 'DELETE';
type Resource = 'announcements' | 'banners' | 'popups' | 'notices' | 'help';

/**
 * The shell's content made as an operator makes it, through the console API (which sanitises the
 * HTML before storing it): announcements, banners, public popups, player notices and help articles. One
 * console login per server (its authenticator accepts each 30-second code once).
 */
export const createShellContent = (baseUrl: string) => {
  const call = async <T>(method: Method, path: string, options: { token?: string; body?: unknown } = {}) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        Language: 'EN',
        ...(options.token === undefined ? {} : { Authorization: options.token }),
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const envelope = (await response.json()) as { success: boolean; value: T };
    if (!envelope.success) throw new Error(`${method} ${path} failed: ${JSON.stringify(envelope)}`);
    return envelope.value;
  };

  let token: Promise<string> | undefined;
  const logIn = async () => {
    const step = await call<{ challenge: string; secret?: string }>('POST', '/console-api/auth/login', {
      body: OPERATOR,
    });
    if (step.secret === undefined) throw new Error('The operator enrolled before this writer logged in');
    const session = await call<{ token: string }>('POST', '/console-api/auth/totp', {
      body: { challenge: step.challenge, code: await generate({ secret: step.secret }) },
    });
    return session.token;
  };
  const asOperator = async <T>(method: Method, path: string, body?: unknown) => {
    token ??= logIn();
    return call<T>(method, `/console-api/content${path}`, { token: await token, body });
  };

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
