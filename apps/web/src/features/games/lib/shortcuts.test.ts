import { describe, expect, it } from 'vitest';
import { shortcutHref } from './shortcuts.ts';

describe('shortcutHref', () => {
  it('leads to the download page or a list centre with exactly the filters given', () => {
    expect(shortcutHref({ kind: 'DOWNLOAD' })).toBe('/download');
    const games = { kind: 'GAMES', vassalage: null, classify: null, name: null } as const;
    expect(shortcutHref({ ...games, category: 'RNG', classify: 'JP' })).toBe('/rng?classify=JP');
    expect(shortcutHref({ ...games, category: 'LIVE', vassalage: 'PP' })).toBe('/live?vassalage=PP');
    expect(shortcutHref({ ...games, category: 'LIVE', name: 'Baccarat & co' })).toBe(
      '/live?name=Baccarat+%26+co',
    );
    expect(shortcutHref({ ...games, category: 'FISH', name: '' })).toBe('/fish');
    expect(
      shortcutHref({ kind: 'GAMES', category: 'RNG', vassalage: 'JL', classify: 'TG', name: 'ホース' }),
    ).toBe('/rng?vassalage=JL&classify=TG&name=%E3%83%9B%E3%83%BC%E3%82%B9');
  });
});
