import type { LotteryGame } from '../engine/lottery/games.ts';
import type { VnResult } from '../engine/lottery/vn.ts';

/**
 * Where Vietnamese draws' results come from besides staff: a source answers a draw's result once it
 * is published (null before). What it answers is checked against the region's prize table and
 * entered for a person's confirmation, never taken as final.
 */
export interface LotteryResultSource {
  /** Names the importer in the draw's record ("importer:<name>"). */
  name: string;
  fetch(game: LotteryGame & { kind: 'VN' }, drawNo: string): Promise<VnResult | null>;
}

/** The longest answer read from a results feed. */
const MAX_ANSWER_BYTES = 64 * 1024;
const TIMEOUT_MS = 10_000;

/**
 * A results feed over HTTP: `urlTemplate` with `{gameId}`, `{province}` (the province code, e.g. MB)
 * and `{drawNo}` (the draw's date, YYYYMMDD) filled in answers the draw's tiers as JSON,
 * `{ "SPECIAL": ["12345"], "G1": [...], ... }`, optionally wrapped as `{ "result": {...} }`; 404 or
 * a JSON null while it is not published.
 */
export const httpResultSource = (options: { urlTemplate: string; name?: string }): LotteryResultSource => {
  const name = options.name ?? new URL(options.urlTemplate.replace(/[{}]/g, '')).hostname;
  return {
    name,
    fetch: async (game, drawNo) => {
      const url = options.urlTemplate
        .replaceAll('{gameId}', encodeURIComponent(game.gameId))
        .replaceAll('{province}', encodeURIComponent(game.province.code))
        .replaceAll('{drawNo}', encodeURIComponent(drawNo));
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`results feed ${name}: status ${response.status}`);
      const text = await response.text();
      if (text.length > MAX_ANSWER_BYTES) throw new Error(`results feed ${name}: answer too long`);
      const parsed = JSON.parse(text) as unknown;
      const result =
        parsed !== null && typeof parsed === 'object' && 'result' in parsed ? parsed.result : parsed;
      if (result === null) return null;
      if (typeof result !== 'object' || Array.isArray(result)) {
        throw new Error(`results feed ${name}: not a result object`);
      }
      return result;
    },
  };
};
