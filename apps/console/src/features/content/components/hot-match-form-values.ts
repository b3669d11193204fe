import { z } from 'zod';
import { hotMatchInputSchema, type HotMatchAdmin } from '@platform/contract';
import { toInstant, toLocalInput } from '../../../shared/lib/local-time.ts';
import { fieldPlacer, NO_TEXT, orNull, toNumber, type TextValues } from '../lib/content-values.ts';

/** The hot match form as typed: the match time in local time, odds and order as text. */
export interface HotMatchFormValues {
  league: TextValues;
  homeTeam: TextValues;
  awayTeam: TextValues;
  homeTeamImage: string | null;
  awayTeamImage: string | null;
  matchTime: string;
  homeTeamOdds: string;
  awayTeamOdds: string;
  sortOrder: string;
  enabled: boolean;
}

export const EMPTY_HOT_MATCH: HotMatchFormValues = {
  league: NO_TEXT,
  homeTeam: NO_TEXT,
  awayTeam: NO_TEXT,
  homeTeamImage: null,
  awayTeamImage: null,
  matchTime: '',
  homeTeamOdds: '',
  awayTeamOdds: '',
  sortOrder: '0',
  enabled: true,
};

export const toHotMatchValues = (match: HotMatchAdmin): HotMatchFormValues => ({
  league: match.league,
  homeTeam: match.homeTeam,
  awayTeam: match.awayTeam,
  homeTeamImage: match.homeTeamImage,
  awayTeamImage: match.awayTeamImage,
  matchTime: toLocalInput(match.matchTime),
  homeTeamOdds: match.homeTeamOdds,
  awayTeamOdds: match.awayTeamOdds,
  sortOrder: String(match.sortOrder),
  enabled: match.enabled,
});

/** The contract's match rules over the typed values; errors land on the form's own paths. */
export const hotMatchFormSchema = z.preprocess((values) => {
  const typed = values as HotMatchFormValues;
  return {
    ...typed,
    homeTeamImage: orNull(typed.homeTeamImage),
    awayTeamImage: orNull(typed.awayTeamImage),
    matchTime: toInstant(typed.matchTime),
    sortOrder: toNumber(typed.sortOrder),
  };
}, hotMatchInputSchema) as unknown as z.ZodType<z.output<typeof hotMatchInputSchema>, HotMatchFormValues>;

export const placeHotMatchField = fieldPlacer([
  'homeTeamImage',
  'awayTeamImage',
  'matchTime',
  'homeTeamOdds',
  'awayTeamOdds',
  'sortOrder',
] as const);
