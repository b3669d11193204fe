import { hashServerSeed } from '../../../src/engine/fair.ts';
import { replayRound } from '../../../src/engine/replay.ts';
import type { ParsedRound } from '../lib/outcomes.ts';

export interface ReplayForm {
  gameId: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  /** Hundredths, as text "50.50". */
  diceTarget: string;
  diceDirection: 'over' | 'under';
  mines: string;
}

export type ReplayAnswer =
  | { ok: true; hash: string; parsed: ParsedRound }
  | { ok: false; hash: string | null; problem: 'seeds' | 'nonce' | 'choice' };

const parseNonce = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^\d{1,15}$/.test(trimmed)) return null;
  const nonce = Number(trimmed);
  return Number.isSafeInteger(nonce) ? nonce : null;
};

/** The round the seeds decide, recomputed here with the very code the server plays with. */
export const replayForm = (form: ReplayForm): ReplayAnswer => {
  const serverSeed = form.serverSeed.trim();
  if (serverSeed === '') return { ok: false, hash: null, problem: 'seeds' };
  const hash = hashServerSeed(serverSeed);
  if (form.clientSeed.trim() === '') return { ok: false, hash, problem: 'seeds' };
  const nonce = parseNonce(form.nonce);
  if (nonce === null) return { ok: false, hash, problem: 'nonce' };
  const diceChoice = { target: Math.round(Number(form.diceTarget) * 100), direction: form.diceDirection };
  const minesChoice = { mines: Number(form.mines) };
  const input = { gameId: form.gameId, serverSeed, clientSeed: form.clientSeed.trim(), nonce };
  try {
    const round = replayRound({ ...input, choice: { ...diceChoice, ...minesChoice } });
    switch (round.kind) {
      case 'SLOT':
        return { ok: true, hash, parsed: { kind: 'SLOT', outcome: round.outcome } };
      case 'DICE':
        return { ok: true, hash, parsed: { kind: 'DICE', outcome: round.outcome, choice: diceChoice } };
      case 'MINES':
        return {
          ok: true,
          hash,
          parsed: {
            kind: 'MINES',
            outcome: { revealed: [], minePositions: round.outcome.minePositions },
            choice: minesChoice,
          },
        };
      case 'BACCARAT':
        return {
          ok: true,
          hash,
          parsed: { kind: 'BACCARAT', outcome: { hand: round.outcome.hand, perSide: {} }, choice: {} },
        };
    }
  } catch {
    // The engine refuses a choice outside the game's rules (a dice target, a mines count).
    return { ok: false, hash, problem: 'choice' };
  }
};

const readChoice = (text: string | null): Record<string, unknown> => {
  if (text === null) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {};
  } catch {
    return {};
  }
};

/** The form as the link from a round or a rotation fills it: `gameId, serverSeed, clientSeed, nonce, choice`. */
export const formFromQuery = (search: string, defaultGameId: string): ReplayForm => {
  const query = new URLSearchParams(search);
  const choice = readChoice(query.get('choice'));
  const target = typeof choice.target === 'number' ? choice.target : 5000;
  return {
    gameId: query.get('gameId') ?? defaultGameId,
    serverSeed: query.get('serverSeed') ?? '',
    clientSeed: query.get('clientSeed') ?? '',
    nonce: query.get('nonce') ?? '0',
    diceTarget: (target / 100).toFixed(2),
    diceDirection: choice.direction === 'over' ? 'over' : 'under',
    mines: String(typeof choice.mines === 'number' ? choice.mines : 3),
  };
};
