import { z } from 'zod';
import { GAME_CLASSIFIES, GAME_SHORTCUTS, SHORTCUT_LIST_CATEGORIES, type GameShortcut } from './constants.ts';
import { vassalageSchema } from './schemas.ts';

/** Where a game shortcut leads: the download page, or a list centre with its filters. */
export const shortcutTargetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('DOWNLOAD') }),
  z.strictObject({
    kind: z.literal('GAMES'),
    category: z.enum(SHORTCUT_LIST_CATEGORIES),
    /** One vendor's games, or every vendor's. */
    vassalage: vassalageSchema.nullable(),
    /** An RNG sub-filter (jackpot, table, ...). */
    classify: z.enum(GAME_CLASSIFIES).nullable(),
    /** Games whose name contains this (as the list's name filter), e.g. "Roulette". */
    name: z
      .string()
      .trim()
      .max(64)
      .regex(/^[^\p{Cc}\p{Cf}]*$/u, { message: 'invalidCharacters' })
      .nullable(),
  }),
]);
export type ShortcutTarget = z.infer<typeof shortcutTargetSchema>;

/** Every shortcut's target, all eight always present. */
export const gameShortcutsSchema = z.strictObject(
  Object.fromEntries(GAME_SHORTCUTS.map((shortcut) => [shortcut, shortcutTargetSchema])) as Record<
    GameShortcut,
    typeof shortcutTargetSchema
  >,
);
export type GameShortcuts = z.infer<typeof gameShortcutsSchema>;
