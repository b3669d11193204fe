// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  LOTTERY_FAVOURITES_MAX,
  lotteryGameKey,
  readLotteryFavourites,
  toggleLotteryFavourite,
} from './favourites.ts';

afterEach(() => {
  localStorage.clear();
});

describe('lottery favourites in local storage, per username', () => {
  const north = lotteryGameKey({ vassalage: 'HOUSE', gameCode: 'vn-mb' });
  const fast = lotteryGameKey({ vassalage: 'HOUSE', gameCode: 'lotto-5d-1' });

  it('stars a game, newest first, and unstars it on the second toggle', () => {
    expect(readLotteryFavourites('alice')).toEqual([]);
    expect(toggleLotteryFavourite('alice', north)).toEqual([north]);
    expect(toggleLotteryFavourite('alice', fast)).toEqual([fast, north]);
    expect(readLotteryFavourites('alice')).toEqual([fast, north]);
    expect(toggleLotteryFavourite('alice', north)).toEqual([fast]);
    expect(readLotteryFavourites('alice')).toEqual([fast]);
  });

  it('keeps one list per username (the same name in any case), apart from other members', () => {
    toggleLotteryFavourite('Alice', north);
    toggleLotteryFavourite('bob', fast);
    expect(readLotteryFavourites('alice')).toEqual([north]);
    expect(readLotteryFavourites('BOB')).toEqual([fast]);
    expect(readLotteryFavourites('carol')).toEqual([]);
  });

  it('reads a list edited by hand safely: not JSON, not a list, repeated or foreign items', () => {
    localStorage.setItem('lotteryFavourites:alice', 'not json');
    expect(readLotteryFavourites('alice')).toEqual([]);
    localStorage.setItem('lotteryFavourites:alice', JSON.stringify({ games: [north] }));
    expect(readLotteryFavourites('alice')).toEqual([]);
    localStorage.setItem('lotteryFavourites:alice', JSON.stringify([north, 7, null, north, fast]));
    expect(readLotteryFavourites('alice')).toEqual([north, fast]);
    const many = Array.from({ length: LOTTERY_FAVOURITES_MAX + 5 }, (_, index) => `V:${index}`);
    localStorage.setItem('lotteryFavourites:alice', JSON.stringify(many));
    expect(readLotteryFavourites('alice')).toHaveLength(LOTTERY_FAVOURITES_MAX);
    // A toggle writes a clean list back.
    expect(toggleLotteryFavourite('alice', north)[0]).toBe(north);
    expect(readLotteryFavourites('alice')).toHaveLength(LOTTERY_FAVOURITES_MAX);
  });
});
