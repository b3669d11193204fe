import { z } from 'zod';
import {
  GAME_CLASSIFIES,
  GAME_SHORTCUTS,
  SHORTCUT_LIST_CATEGORIES,
  type GameClassify,
  type GameShortcut,
  type GameShortcuts,
  type ShortcutTarget,
} from '@platform/contract';

type GamesTarget = Extract<ShortcutTarget, { kind: 'GAMES' }>;

/** One shortcut's row as the form holds it: every input present, empty text for "any". */
export interface ShortcutRow {
  kind: ShortcutTarget['kind'];
  category: GamesTarget['category'];
  vassalage: string;
  classify: GameClassify | '';
  name: string;
}
export type ShortcutsForm = Record<GameShortcut, ShortcutRow>;

/** The rows as the contract will check them, so each mistake shows under its own input before sending. */
const shortcutRowSchema = z.object({
  kind: z.enum(['DOWNLOAD', 'GAMES']),
  category: z.enum(SHORTCUT_LIST_CATEGORIES),
  vassalage: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{0,32}$/, { message: 'invalidVassalage' }),
  classify: z.union([z.enum(GAME_CLASSIFIES), z.literal('')]),
  name: z
    .string()
    .trim()
    .max(64)
    .regex(/^[^\p{Cc}\p{Cf}]*$/u, { message: 'invalidCharacters' }),
});
export const shortcutsFormSchema = z.object(
  Object.fromEntries(GAME_SHORTCUTS.map((shortcut) => [shortcut, shortcutRowSchema])) as Record<
    GameShortcut,
    typeof shortcutRowSchema
  >,
);

const toRow = (target: ShortcutTarget): ShortcutRow =>
  target.kind === 'DOWNLOAD'
    ? { kind: 'DOWNLOAD', category: 'RNG', vassalage: '', classify: '', name: '' }
    : {
        kind: 'GAMES',
        category: target.category,
        vassalage: target.vassalage ?? '',
        classify: target.classify ?? '',
        name: target.name ?? '',
      };

const toTarget = (row: ShortcutRow): ShortcutTarget => {
  if (row.kind === 'DOWNLOAD') return { kind: 'DOWNLOAD' };
  const vassalage = row.vassalage.trim().toUpperCase();
  const name = row.name.trim();
  return {
    kind: 'GAMES',
    category: row.category,
    vassalage: vassalage === '' ? null : vassalage,
    classify: row.classify === '' ? null : row.classify,
    name: name === '' ? null : name,
  };
};

export const shortcutsToForm = (shortcuts: GameShortcuts): ShortcutsForm =>
  Object.fromEntries(
    GAME_SHORTCUTS.map((shortcut) => [shortcut, toRow(shortcuts[shortcut])]),
  ) as ShortcutsForm;

export const formToShortcuts = (form: ShortcutsForm): GameShortcuts =>
  Object.fromEntries(GAME_SHORTCUTS.map((shortcut) => [shortcut, toTarget(form[shortcut])])) as GameShortcuts;
