import type { ShortcutTarget } from '@platform/contract';
import {
  CLASSIFY_PARAM,
  GAME_NAME_PARAM,
  GAME_PAGES,
  VASSALAGE_PARAM,
  paths,
} from '../../../shared/config/paths.ts';

type ListCategory = Extract<ShortcutTarget, { kind: 'GAMES' }>['category'];

const LIST_PATHS: Record<ListCategory, string> = {
  RNG: GAME_PAGES.rng,
  LIVE: GAME_PAGES.live,
  FISH: GAME_PAGES.fish,
  PVP: GAME_PAGES.pvp,
  COCKFIGHT: GAME_PAGES.cockfight,
};

/** Where a game shortcut (`/jp`, `/rou`, ...) leads: the download page, or a list centre with its filters. */
export const shortcutHref = (target: ShortcutTarget): string => {
  if (target.kind === 'DOWNLOAD') return paths.download.getHref();
  const query = new URLSearchParams();
  if (target.vassalage !== null) query.set(VASSALAGE_PARAM, target.vassalage);
  if (target.classify !== null) query.set(CLASSIFY_PARAM, target.classify);
  if (target.name !== null && target.name !== '') query.set(GAME_NAME_PARAM, target.name);
  const search = query.toString();
  return search === '' ? LIST_PATHS[target.category] : `${LIST_PATHS[target.category]}?${search}`;
};
