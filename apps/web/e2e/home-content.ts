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
import { callApi, createConsoleApi } from './support/console-api.ts';

/**
 * The home page's content made as an operator makes it, through the console API: banners, player
 * notices, hot matches and hot games. The console login is shared per server (see `createConsoleApi`).
 */
export const createContentWriter = (baseUrl: string) => {
  const { request: asOperator } = createConsoleApi(baseUrl);

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
      const list = await callApi<GameList>(
        baseUrl,
        'GET',
        `/wps/relay/games?vassalage=${vassalage}&pageSize=100`,
      );
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
