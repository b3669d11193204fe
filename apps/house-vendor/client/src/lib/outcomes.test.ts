import { describe, expect, it } from 'vitest';
import type { RoundView } from '../../../src/api/schemas.ts';
import { parseRound } from './outcomes.ts';

const round = (patch: Partial<RoundView>): RoundView => ({
  id: '7b0c8f4e-9d5a-4f0e-8a51-7f6f1c1b2d3e',
  gameId: 'dice',
  kind: 'DICE',
  status: 'SETTLED',
  stake: '1.00',
  payout: '1.98',
  multiplier: '1.9800',
  jackpotWin: null,
  currency: 'JPY',
  demo: false,
  nonce: 3,
  serverSeedHash: 'h',
  clientSeed: 'c',
  serverSeed: null,
  choice: { target: 5000, direction: 'under' },
  outcome: { roll: 1234, win: true },
  createdAt: '2026-01-01T00:00:00.000Z',
  settledAt: null,
  ...patch,
});

describe('reading a round', () => {
  it('reads a dice roll with its choice', () => {
    expect(parseRound(round({}))).toEqual({
      kind: 'DICE',
      outcome: { roll: 1234, win: true },
      choice: { target: 5000, direction: 'under' },
    });
  });

  it('reads an open mines board without its mines', () => {
    const parsed = parseRound(
      round({
        kind: 'MINES',
        gameId: 'mines',
        choice: { mines: 3 },
        outcome: { revealed: [4], minePositions: null },
      }),
    );
    expect(parsed).toEqual({
      kind: 'MINES',
      outcome: { revealed: [4], minePositions: null },
      choice: { mines: 3 },
    });
  });

  it('reads baccarat bets and returns per side', () => {
    const hand = {
      player: [
        { rank: 'K', suit: 'S' },
        { rank: '9', suit: 'H' },
      ],
      banker: [
        { rank: '2', suit: 'D' },
        { rank: '3', suit: 'C' },
      ],
      playerTotal: 9,
      bankerTotal: 5,
      winner: 'PLAYER',
      playerPair: false,
      bankerPair: false,
    };
    const parsed = parseRound(
      round({
        kind: 'BACCARAT',
        gameId: 'baccarat',
        choice: { player: '10.00' },
        outcome: { hand, perSide: { player: '20.00', banker: '0.00' } },
      }),
    );
    expect(parsed?.kind === 'BACCARAT' && parsed.outcome.perSide.player).toBe('20.00');
    expect(parsed?.kind === 'BACCARAT' && parsed.choice.player).toBe('10.00');
  });

  it('gives nothing for a round without an outcome or with one it cannot read', () => {
    expect(parseRound(round({ outcome: null }))).toBeNull();
    expect(parseRound(round({ kind: 'SLOT', outcome: { spins: 'x' } }))).toBeNull();
    expect(parseRound(round({ choice: { target: 5000, direction: 'sideways' } }))).toBeNull();
  });
});
