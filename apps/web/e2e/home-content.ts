import { generate } from 'otplib';
import type {
  BannerAdmin,
  BannerInput,
  Game,
  GameList,
  GameUpdate,
  HotMatchAdmin,
  HotMatchInput,
  PlayerNoticeAdmin,
  PlayerNoticeInput,
} from '@platform/contract';

/** The seeded operator, who enrols an authenticator at the first console login. */
const OPERATOR = { username: 'demoadmin', password: 'demo1234' } as const;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The home page's content made as an operator makes it, through the console API: banners, player
 * notices, hot matches and hot games. One console login per server (its authenticator accepts each
 * 30-second code once), so a test file or script keeps one writer.
 */
export const createContentWriter = (baseUrl: string) => {
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
    return call<T>(method, `/console-api${path}`, { token: await token, body });
  };

  return {
    addBanner: (input: BannerInput) => asOperator<BannerAdmin>('POST', '/content/banners', input),
    addNotice: (input: PlayerNoticeInput) => asOperator<PlayerNoticeAdmin>('POST', '/content/notices', input),
    addHotMatch: (input: HotMatchInput) => asOperator<HotMatchAdmin>('POST', '/content/hot-matches', input),
    /** Deletes every row of a content list (`banners`, `notices`, `hot-matches`). */
    clear: async (resource: 'banners' | 'notices' | 'hot-matches') => {
      const rows = await asOperator<{ id: number }[]>('GET', `/content/${resource}`);
      for (const row of rows) await asOperator('DELETE', `/content/${resource}/${String(row.id)}`);
    },
    /** Marks a vendor's games hot (the operator's flag), found by name in the public catalogue. */
    markHot: async (vassalage: string, gameNames: readonly string[]) => {
      const list = await call<GameList>('GET', `/wps/relay/games?vassalage=${vassalage}&pageSize=100`);
      const games = gameNames.map((name) => list.games.find((game: Game) => game.gameName === name));
      for (const game of games) {
        if (game === undefined)
          throw new Error(`No game of ${vassalage} named one of ${gameNames.join(', ')}`);
        const update: GameUpdate = { isHot: true };
        await asOperator('PATCH', `/games/${String(game.nodeId)}`, update);
      }
    },
  };
};
