import { endpoint } from '../endpoint.ts';
import { recentGamesSchema } from '../games/schemas.ts';
import {
  lotteryMenuQuerySchema,
  lotteryMenuSchema,
  lotteryOpenedGameQuerySchema,
  lotteryOpenedGameSchema,
  lotteryOpenedQuerySchema,
  lotteryOpenedSchema,
  lotteryRecentQuerySchema,
} from './schemas.ts';

const tags = ['lottery'];

const feed =
  'Draws come from each active vendor with a lottery address, `GET <lotteryUrl>/latest` (`vendorLotteryGameSchema`), ' +
  'asked at most every few seconds per instance; a vendor that does not answer within 2 s, or answers what does not ' +
  'read, shows no draws (logged).';

/** The lottery lobby's calls (spec section 7, "lottery"). */
export const lotteryEndpoints = {
  menu: endpoint({
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    tags,
    summary:
      'The lottery menu: the site’s prize mode and the lottery games (LOTT, ELOTT) grouped as fast draws and ' +
      'North, Central, South',
    description:
      'Only enabled games of active vendors. `prizeMode` keeps the groups of that mode (LOTT and ZY the regional ' +
      'draws, SEA the fast draws, ELOTT both); the answer’s `prizeMode` is the site’s: ELOTT when a lottery vendor ' +
      'is present, else LOTT. A regional game’s region is the one its vendor publishes in its draws feed.',
    access: 'public',
    query: lotteryMenuQuerySchema,
    response: lotteryMenuSchema,
  }),
  recent: endpoint({
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    tags,
    summary:
      'The lottery games the member launched, latest first; 403 in_need_true_account for a trial account',
    access: 'member',
    query: lotteryRecentQuerySchema,
    response: recentGamesSchema,
  }),
  openedGame: endpoint({
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    tags,
    summary: 'One lottery game’s latest opened draw and its next draw with its times; 404 game_not_found',
    description: feed,
    access: 'public',
    query: lotteryOpenedGameQuerySchema,
    response: lotteryOpenedGameSchema,
  }),
  opened: endpoint({
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    tags,
    summary: 'Every lottery game’s latest opened draw and next draw',
    description: feed,
    access: 'public',
    query: lotteryOpenedQuerySchema,
    response: lotteryOpenedSchema,
  }),
};
