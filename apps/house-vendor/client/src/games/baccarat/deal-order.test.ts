import { describe, expect, it } from 'vitest';
import type { BaccaratHand, Card } from '../../../../src/engine/baccarat.ts';
import { dealOrder } from './deal-order.ts';

const card = (rank: Card['rank']): Card => ({ rank, suit: 'S' });

const hand = (player: Card[], banker: Card[]): BaccaratHand => ({
  player,
  banker,
  playerTotal: 0,
  bankerTotal: 0,
  winner: 'TIE',
  playerPair: false,
  bankerPair: false,
});

describe('deal order', () => {
  it('alternates player and banker for the first four cards', () => {
    const order = dealOrder(hand([card('A'), card('2')], [card('3'), card('4')]));
    expect(order.map((dealt) => `${dealt.side}${dealt.index}:${dealt.card.rank}`)).toEqual([
      'player0:A',
      'banker0:3',
      'player1:2',
      'banker1:4',
    ]);
  });

  it('deals the player third card before the banker third card', () => {
    const order = dealOrder(hand([card('A'), card('2'), card('5')], [card('3'), card('4'), card('K')]));
    expect(order.slice(4).map((dealt) => `${dealt.side}${dealt.index}`)).toEqual(['player2', 'banker2']);
  });

  it('gives the banker a third card alone when the player stood', () => {
    const order = dealOrder(hand([card('6'), card('K')], [card('2'), card('3'), card('9')]));
    expect(order).toHaveLength(5);
    expect(order[4]).toEqual({ side: 'banker', index: 2, card: card('9') });
  });
});
