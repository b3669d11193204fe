import { describe, expect, it } from 'vitest';
import type { GameShortcuts } from '@platform/contract';
import { formToShortcuts, shortcutsToForm } from './shortcuts-form.ts';

const games = { kind: 'GAMES', category: 'RNG', vassalage: null, classify: null, name: null } as const;
const SHORTCUTS: GameShortcuts = {
  down: { kind: 'DOWNLOAD' },
  rou: { ...games, category: 'LIVE', name: 'Roulette' },
  jp: { ...games, classify: 'JP' },
  bac: { ...games, category: 'LIVE', name: 'Baccarat' },
  horse: { ...games, name: 'Horse' },
  jl: { ...games, vassalage: 'JL' },
  ppslot: { ...games, vassalage: 'PP' },
  pplive: { ...games, category: 'LIVE', vassalage: 'PP' },
};

describe('the shortcuts form', () => {
  it('shows every target as a row and sends back the same targets', () => {
    const form = shortcutsToForm(SHORTCUTS);
    expect(form.down).toEqual({ kind: 'DOWNLOAD', category: 'RNG', vassalage: '', classify: '', name: '' });
    expect(form.jl).toEqual({ kind: 'GAMES', category: 'RNG', vassalage: 'JL', classify: '', name: '' });
    expect(formToShortcuts(form)).toEqual(SHORTCUTS);
  });

  it('sends a page without list filters, empty inputs as any, and vendor codes in capitals', () => {
    const form = shortcutsToForm(SHORTCUTS);
    const edited = formToShortcuts({
      ...form,
      jp: { ...form.jp, kind: 'DOWNLOAD', vassalage: 'pp' },
      horse: { kind: 'GAMES', category: 'FISH', vassalage: ' pp ', classify: '', name: '  ' },
    });
    expect(edited.jp).toEqual({ kind: 'DOWNLOAD' });
    expect(edited.horse).toEqual({
      kind: 'GAMES',
      category: 'FISH',
      vassalage: 'PP',
      classify: null,
      name: null,
    });
  });
});
