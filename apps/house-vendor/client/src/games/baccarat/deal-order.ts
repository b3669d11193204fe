import type { BaccaratHand, Card } from '../../../../src/engine/baccarat.ts';

export interface DealtCard {
  side: 'player' | 'banker';
  /** Position in its hand: 0, 1, or 2 for a third card. */
  index: number;
  card: Card;
}

/** The order a dealer lays the cards: P1, B1, P2, B2, then the player's and the banker's third. */
export const dealOrder = (hand: BaccaratHand): DealtCard[] => {
  const order: DealtCard[] = [];
  const add = (side: DealtCard['side'], index: number) => {
    const card = hand[side][index];
    if (card !== undefined) order.push({ side, index, card });
  };
  add('player', 0);
  add('banker', 0);
  add('player', 1);
  add('banker', 1);
  add('player', 2);
  add('banker', 2);
  return order;
};
