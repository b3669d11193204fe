import { paths } from '../config/paths.ts';
import type { Language } from './launch.ts';

export interface VerifyInput {
  gameId: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  choice: unknown;
}

/** The fairness page, prefilled: it recomputes the round in the browser from these seeds. */
export const verifyLink = (input: VerifyInput, language: Language): string => {
  const query = new URLSearchParams({
    gameId: input.gameId,
    serverSeed: input.serverSeed,
    clientSeed: input.clientSeed,
    nonce: String(input.nonce),
    choice: JSON.stringify(input.choice ?? {}),
    language,
  });
  return `${paths.fairness}?${query.toString()}`;
};
