import { useCallback, useSyncExternalStore } from 'react';

/*
 * Lottery favourites (spec section 3: "local storage holds ... a per-username lottery favourites
 * list"): the games a member starred, kept in this browser under the member's username, newest
 * first. A game is named by its vendor and code, which stay the same when the catalogue is imported again.
 */

const KEY_PREFIX = 'lotteryFavourites:';
/** More than any lobby holds; a list edited by hand beyond it is cut. */
export const LOTTERY_FAVOURITES_MAX = 200;

const storageKey = (username: string) => `${KEY_PREFIX}${username.toLowerCase()}`;

/** A game's key in the list. */
export const lotteryGameKey = (game: { vassalage: string; gameCode: string }) =>
  `${game.vassalage}:${game.gameCode}`;

const parse = (raw: string | null): string[] => {
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const keys = parsed.filter((item): item is string => typeof item === 'string' && item.length <= 200);
  return [...new Set(keys)].slice(0, LOTTERY_FAVOURITES_MAX);
};

/** The member's favourites, newest first; anything stored that is not a list of keys reads as none. */
export const readLotteryFavourites = (username: string): string[] =>
  parse(localStorage.getItem(storageKey(username)));

const listeners = new Set<() => void>();

/** Stars the game, or unstars it when starred; answers the new list. */
export const toggleLotteryFavourite = (username: string, key: string): string[] => {
  const current = readLotteryFavourites(username);
  const next = current.includes(key)
    ? current.filter((item) => item !== key)
    : [key, ...current].slice(0, LOTTERY_FAVOURITES_MAX);
  localStorage.setItem(storageKey(username), JSON.stringify(next));
  for (const listener of listeners) listener();
  return next;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab's change arrives as a storage event.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

/** The same list object while the stored text is the same (a stable snapshot for React). */
const snapshots = new Map<string, { raw: string | null; keys: string[] }>();
const snapshotOf = (username: string) => {
  const raw = localStorage.getItem(storageKey(username));
  const known = snapshots.get(username);
  if (known?.raw === raw) return known.keys;
  const keys = parse(raw);
  snapshots.set(username, { raw, keys });
  return keys;
};

/** The member's favourites and the star toggle, following changes in this tab and others. */
export const useLotteryFavourites = (username: string) => {
  const keys = useSyncExternalStore(
    subscribe,
    useCallback(() => snapshotOf(username), [username]),
  );
  const toggle = useCallback((key: string) => void toggleLotteryFavourite(username, key), [username]);
  return { keys, toggle };
};
