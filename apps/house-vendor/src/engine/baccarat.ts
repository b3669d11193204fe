import { payoutOf, type Multiplier } from './money.ts';

/**
 * Punto banco from a fresh 8-deck shoe every round. The round draws 6 distinct card indices up
 * front, `rng.sample(416, 6)`: P1, B1, P2, B2, then the player's third and the banker's third take
 * the next unused ones. Card index i is deck floor(i / 52); within a deck the order is suit-major,
 * S A..K, H A..K, D A..K, C A..K (so i % 52 = 13 × suit + rank).
 */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export const BACCARAT_DECKS = 8;
export const BACCARAT_SHOE_CARDS = BACCARAT_DECKS * RANKS.length * SUITS.length;
/** The most cards a round uses. */
export const BACCARAT_ROUND_CARDS = 6;

export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];

export interface Card {
  rank: Rank;
  suit: Suit;
}

export type BaccaratWinner = 'PLAYER' | 'BANKER' | 'TIE';

export interface BaccaratHand {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  /** The player's first two cards share a rank. */
  playerPair: boolean;
  bankerPair: boolean;
}

export const BACCARAT_SIDES = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratSide = (typeof BACCARAT_SIDES)[number];

/** Stakes in minor units per side; sides without a bet may be left out. */
export type BaccaratBets = Partial<Record<BaccaratSide, bigint>>;

export interface BaccaratSettlement {
  /** Everything returned to the player, stakes included. */
  payout: bigint;
  perSide: Record<BaccaratSide, bigint>;
}

/**
 * Exact returns to player for an 8-deck shoe, from an enumeration of every deal by card value
 * without replacement (baccarat.test.ts recomputes them). Banker counts its 5% commission, player
 * and banker count the push on a tie; a pair is 31/415 likely whatever the first card.
 */
export const BACCARAT_RTP: Record<BaccaratSide, number> = {
  player: 0.9876491867,
  banker: 0.9894209422,
  tie: 0.8564037122,
  playerPair: 0.8963855422,
  bankerPair: 0.8963855422,
};

const WIN_PLAYER: Multiplier = { num: 2, den: 1 };
/** 1 back plus 0.95 won; the payout is rounded down once, like every payout. */
const WIN_BANKER: Multiplier = { num: 195, den: 100 };
const WIN_TIE: Multiplier = { num: 9, den: 1 };
const WIN_PAIR: Multiplier = { num: 12, den: 1 };
const PUSH: Multiplier = { num: 1, den: 1 };

export const cardAt = (index: number): Card => {
  if (!Number.isInteger(index) || index < 0 || index >= BACCARAT_SHOE_CARDS) {
    throw new RangeError(`no card ${index} in the shoe`);
  }
  const inDeck = index % (RANKS.length * SUITS.length);
  return { rank: RANKS[inDeck % RANKS.length]!, suit: SUITS[Math.floor(inDeck / RANKS.length)]! };
};

/** A = 1, 2–9 face value, 10/J/Q/K = 0. */
export const cardValue = (card: Card): number => {
  const position = RANKS.indexOf(card.rank) + 1;
  return position >= 10 ? 0 : position;
};

export const handTotal = (cards: readonly Card[]): number =>
  cards.reduce((total, card) => total + cardValue(card), 0) % 10;

/** The banker's third-card tableau once the player has drawn a third card worth `playerThird`. */
const bankerDrawsAfterPlayer = (bankerTotal: number, playerThird: number): boolean => {
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
};

export const dealBaccarat = (rng: { sample(n: number, count: number): number[] }): BaccaratHand => {
  const drawn = rng.sample(BACCARAT_SHOE_CARDS, BACCARAT_ROUND_CARDS).map(cardAt);
  let next = 0;
  const draw = (): Card => {
    const card = drawn[next];
    if (!card) throw new RangeError(`the deal needs more than ${drawn.length} cards`);
    next += 1;
    return card;
  };
  const [p1, b1, p2, b2] = [draw(), draw(), draw(), draw()];
  const player = [p1, p2];
  const banker = [b1, b2];
  const playerTwo = handTotal(player);
  const bankerTwo = handTotal(banker);
  if (playerTwo < 8 && bankerTwo < 8) {
    if (playerTwo <= 5) {
      const third = draw();
      player.push(third);
      if (bankerDrawsAfterPlayer(bankerTwo, cardValue(third))) banker.push(draw());
    } else if (bankerTwo <= 5) {
      banker.push(draw());
    }
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE',
    playerPair: p1.rank === p2.rank,
    bankerPair: b1.rank === b2.rank,
  };
};

const multiplierFor = (hand: BaccaratHand, side: BaccaratSide): Multiplier | null => {
  switch (side) {
    case 'player':
      return hand.winner === 'PLAYER' ? WIN_PLAYER : hand.winner === 'TIE' ? PUSH : null;
    case 'banker':
      return hand.winner === 'BANKER' ? WIN_BANKER : hand.winner === 'TIE' ? PUSH : null;
    case 'tie':
      return hand.winner === 'TIE' ? WIN_TIE : null;
    case 'playerPair':
      return hand.playerPair ? WIN_PAIR : null;
    case 'bankerPair':
      return hand.bankerPair ? WIN_PAIR : null;
  }
};

/** What each side returns (stake included, 0 when lost or not bet) and their sum. */
export const settleBaccarat = (hand: BaccaratHand, bets: BaccaratBets): BaccaratSettlement => {
  const returnOf = (side: BaccaratSide): bigint => {
    const stake = bets[side] ?? 0n;
    if (stake < 0n) throw new RangeError(`negative stake on ${side}`);
    const multiplier = multiplierFor(hand, side);
    return multiplier ? payoutOf(stake, multiplier) : 0n;
  };
  const perSide: Record<BaccaratSide, bigint> = {
    player: returnOf('player'),
    banker: returnOf('banker'),
    tie: returnOf('tie'),
    playerPair: returnOf('playerPair'),
    bankerPair: returnOf('bankerPair'),
  };
  const payout = BACCARAT_SIDES.reduce((sum, side) => sum + perSide[side], 0n);
  return { payout, perSide };
};
