import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_SHORTCUTS, type GameShortcuts, type SiteConfig } from '@platform/contract';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { send } from '../../testing/requests.ts';
import { createStaffAndLogin, staffLogin } from '../../testing/console.ts';
import { DEFAULT_GAME_SHORTCUTS } from './defaults.ts';

const URL = '/console-api/settings/shortcuts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffLogin(t, 'demoadmin', 'demo1234');
});
afterAll(async () => {
  await t.close();
});

const put = (payload: unknown, token = admin) => send(t, { method: 'PUT', url: URL, token, payload });
const siteShortcuts = async () =>
  (await send<SiteConfig>(t, { method: 'GET', url: '/wps/system/config' })).body.value.shortcuts;

describe('game shortcuts (spec section 2)', () => {
  it('publishes a target for every shortcut in the site config, the defaults until the operator changes them', async () => {
    const shortcuts = await siteShortcuts();
    expect(Object.keys(shortcuts).sort()).toEqual([...GAME_SHORTCUTS].sort());
    expect(shortcuts).toEqual(DEFAULT_GAME_SHORTCUTS);
    expect(shortcuts.down).toEqual({ kind: 'DOWNLOAD' });
    expect(shortcuts.jp).toMatchObject({ kind: 'GAMES', category: 'RNG', classify: 'JP' });
  });

  it('is changed by settings staff only, validated, audited, and visitors see the change', async () => {
    for (const role of ['SUPPORT', 'FINANCE', 'CONTENT'] as const) {
      const token = await createStaffAndLogin(t, `short${role.toLowerCase()}`, role);
      const refused = await put(DEFAULT_GAME_SHORTCUTS, token);
      expect([role, refused.status, refused.body.errorCode]).toEqual([role, 403, 'forbidden']);
    }
    const games = { kind: 'GAMES', category: 'RNG', vassalage: null, classify: null, name: null };
    const hostile: [string, unknown][] = [
      ['a missing shortcut', { ...DEFAULT_GAME_SHORTCUTS, jl: undefined }],
      ['an unknown shortcut', { ...DEFAULT_GAME_SHORTCUTS, xyz: { kind: 'DOWNLOAD' } }],
      ['a game centre category', { ...DEFAULT_GAME_SHORTCUTS, jl: { ...games, category: 'SPORTS' } }],
      ['a lower-case vendor', { ...DEFAULT_GAME_SHORTCUTS, jl: { ...games, vassalage: 'jl<x>' } }],
      ['an unknown sub-filter', { ...DEFAULT_GAME_SHORTCUTS, jp: { ...games, classify: 'ZZ' } }],
      ['a control character', { ...DEFAULT_GAME_SHORTCUTS, rou: { ...games, name: 'Rou\u0000lette' } }],
      ['a long name', { ...DEFAULT_GAME_SHORTCUTS, rou: { ...games, name: 'x'.repeat(65) } }],
      ['a page with filters', { ...DEFAULT_GAME_SHORTCUTS, down: { kind: 'DOWNLOAD', category: 'RNG' } }],
    ];
    for (const [what, body] of hostile) {
      const answer = await put(body);
      expect([what, answer.status, answer.body.errorCode]).toEqual([what, 422, 'validation_failed']);
    }
    expect(await siteShortcuts()).toEqual(DEFAULT_GAME_SHORTCUTS);

    const changed: GameShortcuts = {
      ...DEFAULT_GAME_SHORTCUTS,
      horse: { kind: 'GAMES', category: 'LIVE', vassalage: 'HOUSE', classify: null, name: 'Derby' },
      down: { kind: 'GAMES', category: 'FISH', vassalage: null, classify: null, name: null },
    };
    expect((await put(changed)).status).toBe(200);
    expect(await siteShortcuts()).toEqual(changed);
    const audit = await send<{ list: { action: string; before: unknown; after: unknown }[] }>(t, {
      method: 'GET',
      url: '/console-api/audit?action=setting.shortcuts',
      token: admin,
    });
    expect(audit.body.value.list).toEqual([
      expect.objectContaining({
        action: 'setting.shortcuts',
        before: DEFAULT_GAME_SHORTCUTS,
        after: changed,
      }),
    ]);
  });
});
