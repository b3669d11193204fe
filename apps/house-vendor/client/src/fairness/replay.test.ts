import { describe, expect, it } from 'vitest';
import { hashServerSeed } from '../../../src/engine/fair.ts';
import { replayRound } from '../../../src/engine/replay.ts';
import { formFromQuery, replayForm, type ReplayForm } from './replay.ts';

const SERVER_SEED = 'a'.repeat(64);

const form = (patch: Partial<ReplayForm>): ReplayForm => ({
  gameId: 'dice',
  serverSeed: SERVER_SEED,
  clientSeed: 'player-seed',
  nonce: '7',
  diceTarget: '50.00',
  diceDirection: 'under',
  mines: '3',
  ...patch,
});

describe('the fairness page replay', () => {
  it('shows the hash of the server seed and the roll the engine makes', () => {
    const answer = replayForm(form({}));
    const expected = replayRound({
      gameId: 'dice',
      serverSeed: SERVER_SEED,
      clientSeed: 'player-seed',
      nonce: 7,
      choice: { target: 5000, direction: 'under' },
    });
    expect(answer).toEqual({
      ok: true,
      hash: hashServerSeed(SERVER_SEED),
      parsed: { kind: 'DICE', outcome: expected.outcome, choice: { target: 5000, direction: 'under' } },
    });
  });

  it('places the mines of the chosen count, with no cell opened', () => {
    const answer = replayForm(form({ gameId: 'mines', mines: '5' }));
    expect(answer.ok && answer.parsed.kind === 'MINES' && answer.parsed.outcome.minePositions?.length).toBe(
      5,
    );
    expect(answer.ok && answer.parsed.kind === 'MINES' && answer.parsed.outcome.revealed).toEqual([]);
  });

  it('names what is missing or outside the rules instead of a result', () => {
    expect(replayForm(form({ serverSeed: ' ' }))).toEqual({ ok: false, hash: null, problem: 'seeds' });
    expect(replayForm(form({ nonce: '-1' }))).toMatchObject({ ok: false, problem: 'nonce' });
    expect(replayForm(form({ diceTarget: '99.50' }))).toMatchObject({ ok: false, problem: 'choice' });
    expect(replayForm(form({ gameId: 'mines', mines: '25' }))).toMatchObject({
      ok: false,
      problem: 'choice',
    });
  });

  it('fills the form from a verify link, choice as JSON', () => {
    const query = new URLSearchParams({
      gameId: 'dice',
      serverSeed: SERVER_SEED,
      clientSeed: 'c',
      nonce: '12',
      choice: JSON.stringify({ target: 2550, direction: 'over' }),
    });
    expect(formFromQuery(`?${query.toString()}`, 'slot-sakura')).toEqual({
      gameId: 'dice',
      serverSeed: SERVER_SEED,
      clientSeed: 'c',
      nonce: '12',
      diceTarget: '25.50',
      diceDirection: 'over',
      mines: '3',
    });
    expect(formFromQuery('?choice=not-json', 'slot-sakura')).toMatchObject({
      gameId: 'slot-sakura',
      nonce: '0',
    });
  });
});
