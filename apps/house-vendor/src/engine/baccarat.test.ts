import { describe, expect, it } from 'vitest';
import {
  BACCARAT_RTP,
  BACCARAT_SHOE_CARDS,
  RANKS,
  SUITS,
  cardAt,
  cardValue,
  dealBaccarat,
  handTotal,
  settleBaccarat,
  type BaccaratHand,
  type Rank,
  type Suit,
} from './baccarat.ts';

/** The index of a card in the first deck of the shoe. */
const indexOf = (rank: Rank, suit: Suit = 'S'): number => SUITS.indexOf(suit) * 13 + RANKS.indexOf(rank);

/** An rng whose sample hands out these cards in order (P1, B1, P2, B2, then thirds), padded to 6. */
const shoe = (...cards: (Rank | number)[]) => ({
  sample: (n: number, count: number): number[] => {
    expect([n, count]).toEqual([416, 6]);
    const indices = cards.map((card) => (typeof card === 'number' ? card : indexOf(card)));
    while (indices.length < count) indices.push(indexOf('Q', 'C') + 52 * indices.length);
    return indices;
  },
});

const ranksOf = (hand: BaccaratHand) => ({
  player: hand.player.map((card) => card.rank),
  banker: hand.banker.map((card) => card.rank),
});

/** A rank worth this value (10 for 0). */
const rankWorth = (value: number): Rank => (value === 0 ? '10' : RANKS[value - 1]!);

describe('cards', () => {
  it('maps a shoe index to deck, suit and rank (suit-major within each deck)', () => {
    expect(BACCARAT_SHOE_CARDS).toBe(416);
    expect(cardAt(0)).toEqual({ rank: 'A', suit: 'S' });
    expect(cardAt(9)).toEqual({ rank: '10', suit: 'S' });
    expect(cardAt(12)).toEqual({ rank: 'K', suit: 'S' });
    expect(cardAt(13)).toEqual({ rank: 'A', suit: 'H' });
    expect(cardAt(30)).toEqual({ rank: '5', suit: 'D' });
    expect(cardAt(51)).toEqual({ rank: 'K', suit: 'C' });
    expect(cardAt(52)).toEqual({ rank: 'A', suit: 'S' });
    expect(cardAt(415)).toEqual({ rank: 'K', suit: 'C' });
  });

  it('holds 8 of every card', () => {
    const counts = new Map<string, number>();
    for (let index = 0; index < BACCARAT_SHOE_CARDS; index += 1) {
      const { rank, suit } = cardAt(index);
      counts.set(rank + suit, (counts.get(rank + suit) ?? 0) + 1);
    }
    expect(counts.size).toBe(52);
    expect(new Set(counts.values())).toEqual(new Set([8]));
  });

  it('refuses indices outside the shoe', () => {
    expect(() => cardAt(-1)).toThrow(RangeError);
    expect(() => cardAt(416)).toThrow(RangeError);
    expect(() => cardAt(1.5)).toThrow(RangeError);
  });

  it('values A as 1, 2–9 at face value and 10/J/Q/K as 0, totals mod 10', () => {
    expect(RANKS.map((rank) => cardValue({ rank, suit: 'H' }))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0,
    ]);
    expect(handTotal([cardAt(indexOf('7')), cardAt(indexOf('8'))])).toBe(5);
    expect(handTotal([cardAt(indexOf('9')), cardAt(indexOf('K')), cardAt(indexOf('A'))])).toBe(0);
  });
});

describe('dealBaccarat', () => {
  it('deals P1, B1, P2, B2 in that order', () => {
    const hand = dealBaccarat(shoe('A', '2', '5', '4'));
    expect(ranksOf(hand)).toEqual({ player: ['A', '5'], banker: ['2', '4'] });
    expect(hand.player).toEqual([
      { rank: 'A', suit: 'S' },
      { rank: '5', suit: 'S' },
    ]);
  });

  it('stops on a player natural even when the banker has 0', () => {
    const hand = dealBaccarat(shoe('4', 'K', '5', 'Q'));
    expect(ranksOf(hand)).toEqual({ player: ['4', '5'], banker: ['K', 'Q'] });
    expect([hand.playerTotal, hand.bankerTotal, hand.winner]).toEqual([9, 0, 'PLAYER']);
  });

  it('stops on a banker natural even when the player has 0', () => {
    const hand = dealBaccarat(shoe('K', '3', 'J', '5'));
    expect(ranksOf(hand)).toEqual({ player: ['K', 'J'], banker: ['3', '5'] });
    expect([hand.playerTotal, hand.bankerTotal, hand.winner]).toEqual([0, 8, 'BANKER']);
  });

  it('ties two equal naturals', () => {
    const hand = dealBaccarat(shoe('3', '6', '5', '2'));
    expect([hand.playerTotal, hand.bankerTotal, hand.winner]).toEqual([8, 8, 'TIE']);
    expect(hand.player).toHaveLength(2);
    expect(hand.banker).toHaveLength(2);
  });

  it.each([0, 1, 2, 3, 4, 5])('the player draws on %i', (total) => {
    const hand = dealBaccarat(shoe('10', '7', rankWorth(total), 'K', '2'));
    expect(hand.player).toHaveLength(3);
    expect(hand.playerTotal).toBe((total + 2) % 10);
  });

  it.each([6, 7])('the player stands on %i', (total) => {
    const hand = dealBaccarat(shoe('10', '7', rankWorth(total), 'K', '2'));
    expect(hand.player).toHaveLength(2);
  });

  it.each([0, 1, 2, 3, 4, 5])(
    'after the player stood, the banker draws on %i with the next card',
    (total) => {
      const hand = dealBaccarat(shoe('6', '10', 'K', rankWorth(total), '2', '9'));
      expect(ranksOf(hand)).toEqual({ player: ['6', 'K'], banker: ['10', rankWorth(total), '2'] });
      expect(hand.bankerTotal).toBe((total + 2) % 10);
    },
  );

  it.each([6, 7])('after the player stood, the banker stands on %i', (total) => {
    const hand = dealBaccarat(shoe('7', '10', 'K', rankWorth(total), '2', '9'));
    expect(hand.banker).toHaveLength(2);
  });

  /** The standard tableau: row = banker total, column = the player's third card 0..9, D draws, S stands. */
  const TABLEAU: Record<number, string> = {
    0: 'DDDDDDDDDD',
    1: 'DDDDDDDDDD',
    2: 'DDDDDDDDDD',
    3: 'DDDDDDDDSD',
    4: 'SSDDDDDDSS',
    5: 'SSSSDDDDSS',
    6: 'SSSSSSDDSS',
    7: 'SSSSSSSSSS',
  };
  const tableauCases = Object.entries(TABLEAU).flatMap(([banker, row]) =>
    [...row].map((action, third) => ({
      name: `banker on ${banker}, player's third ${third}: ${action === 'D' ? 'draws' : 'stands'}`,
      banker: Number(banker),
      third,
      draws: action === 'D',
    })),
  );

  it.each(tableauCases)('tableau: $name', ({ banker, third, draws }) => {
    const hand = dealBaccarat(shoe('A', '10', '2', rankWorth(banker), rankWorth(third), '4'));
    expect(hand.player.map((card) => card.rank)).toEqual(['A', '2', rankWorth(third)]);
    expect(hand.banker.map((card) => card.rank)).toEqual(
      draws ? ['10', rankWorth(banker), '4'] : ['10', rankWorth(banker)],
    );
    expect(hand.bankerTotal).toBe(draws ? (banker + 4) % 10 : banker);
  });

  it('marks pairs by rank, whatever the suits, and never by value alone', () => {
    const pairs = dealBaccarat(
      shoe(indexOf('K', 'S'), indexOf('7', 'D'), indexOf('K', 'H') + 52, indexOf('7', 'C')),
    );
    expect([pairs.playerPair, pairs.bankerPair]).toEqual([true, true]);
    const sameValue = dealBaccarat(shoe('K', '4', 'Q', '5'));
    expect([sameValue.playerPair, sameValue.bankerPair]).toEqual([false, false]);
  });

  it('judges a pair on the first two cards only', () => {
    const hand = dealBaccarat(shoe('2', 'K', '3', '7', '2'));
    expect(hand.player.map((card) => card.rank)).toEqual(['2', '3', '2']);
    expect(hand.playerPair).toBe(false);
  });
});

describe('settleBaccarat', () => {
  const playerWins = dealBaccarat(shoe('4', 'K', '5', 'Q'));
  const bankerWins = dealBaccarat(shoe('K', '3', 'J', '5'));
  const tie = dealBaccarat(shoe('3', '6', '5', '2'));
  const pairs = dealBaccarat(shoe('K', '7', 'K', '7'));

  it('pays a player win 2× and nothing on banker and tie', () => {
    const settlement = settleBaccarat(playerWins, { player: 1_000n, banker: 500n, tie: 100n });
    expect(settlement.perSide).toEqual({
      player: 2_000n,
      banker: 0n,
      tie: 0n,
      playerPair: 0n,
      bankerPair: 0n,
    });
    expect(settlement.payout).toBe(2_000n);
  });

  it('pays a banker win 1.95×, rounding the payout down in minor units', () => {
    expect(settleBaccarat(bankerWins, { banker: 100n }).payout).toBe(195n);
    expect(settleBaccarat(bankerWins, { banker: 10n }).payout).toBe(19n);
    expect(settleBaccarat(bankerWins, { banker: 21n }).payout).toBe(40n);
    expect(settleBaccarat(bankerWins, { banker: 1n }).payout).toBe(1n);
    expect(settleBaccarat(bankerWins, { banker: 100n, player: 100n }).perSide.player).toBe(0n);
  });

  it('pays a tie 9× and returns player and banker stakes', () => {
    const settlement = settleBaccarat(tie, { player: 300n, banker: 200n, tie: 100n });
    expect(settlement.perSide).toEqual({
      player: 300n,
      banker: 200n,
      tie: 900n,
      playerPair: 0n,
      bankerPair: 0n,
    });
    expect(settlement.payout).toBe(1_400n);
  });

  it('pays pairs 12× beside the main result', () => {
    expect([pairs.playerPair, pairs.bankerPair, pairs.winner]).toEqual([true, true, 'BANKER']);
    const settlement = settleBaccarat(pairs, { playerPair: 50n, bankerPair: 25n, banker: 10n });
    expect(settlement.perSide).toEqual({
      player: 0n,
      banker: 19n,
      tie: 0n,
      playerPair: 600n,
      bankerPair: 300n,
    });
    expect(settlement.payout).toBe(919n);
    expect(settleBaccarat(playerWins, { playerPair: 50n, bankerPair: 25n }).payout).toBe(0n);
  });

  it('returns zero for no bets and refuses negative stakes', () => {
    expect(settleBaccarat(tie, {}).payout).toBe(0n);
    expect(() => settleBaccarat(tie, { tie: -1n })).toThrow(RangeError);
  });
});

describe('house edge', () => {
  /**
   * Every deal by card value, weighted by its without-replacement count in an 8-deck shoe and run
   * through dealBaccarat itself: a prefix grows by one card only when the deal used all of it.
   * Counts are scaled to whole 6-card sequences (416 × 415 × … × 411 < 2^53), so sums are exact.
   */
  const enumerateOutcomes = () => {
    const available = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
    const ways = { PLAYER: 0, BANKER: 0, TIE: 0 };
    const prefix: number[] = [];
    /** A shoe index per card value: the spade of that value's first rank. */
    const indexOfValue = [9, 0, 1, 2, 3, 4, 5, 6, 7, 8];
    const rng = { sample: () => [...prefix.map((value) => indexOfValue[value]!), 0, 0] };
    const continuations = (length: number) => {
      let count = 1;
      for (let left = 416 - length; left > 416 - 6; left -= 1) count *= left;
      return count;
    };
    const visit = (weight: number) => {
      if (prefix.length >= 4) {
        const hand = dealBaccarat(rng);
        if (hand.player.length + hand.banker.length === prefix.length) {
          ways[hand.winner] += weight * continuations(prefix.length);
          return;
        }
      }
      for (let value = 0; value < 10; value += 1) {
        const count = available[value]!;
        available[value] = count - 1;
        prefix.push(value);
        visit(weight * count);
        prefix.pop();
        available[value] = count;
      }
    };
    visit(1);
    return ways;
  };

  it('gives the published 8-deck returns to 4 decimals and matches BACCARAT_RTP', () => {
    const ways = enumerateOutcomes();
    const all = ways.PLAYER + ways.BANKER + ways.TIE;
    expect(all).toBe(416 * 415 * 414 * 413 * 412 * 411);
    const [player, banker, tie] = [ways.PLAYER / all, ways.BANKER / all, ways.TIE / all];
    const rtp = { player: 2 * player + tie, banker: 1.95 * banker + tie, tie: 9 * tie };
    expect(rtp.banker).toBeCloseTo(0.98942, 4);
    expect(rtp.player).toBeCloseTo(0.98765, 4);
    expect(rtp.tie).toBeCloseTo(0.8564, 4);
    expect(rtp.banker).toBeCloseTo(BACCARAT_RTP.banker, 9);
    expect(rtp.player).toBeCloseTo(BACCARAT_RTP.player, 9);
    expect(rtp.tie).toBeCloseTo(BACCARAT_RTP.tie, 9);
  });

  it('gives pairs 12 × 31/415', () => {
    expect(BACCARAT_RTP.playerPair).toBeCloseTo((12 * 31) / 415, 9);
    expect(BACCARAT_RTP.bankerPair).toBeCloseTo((12 * 31) / 415, 9);
  });
});
