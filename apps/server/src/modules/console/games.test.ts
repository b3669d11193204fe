import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameAdmin, GameImportResult, GameList, VendorAdmin, VendorSecret } from '@platform/contract';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { send } from '../../testing/requests.ts';
import { createStaffAndLogin } from '../../testing/console.ts';
import { testGame } from '../../testing/vendor.ts';

let t: TestApp;
let content: string;
let finance: string;

beforeAll(async () => {
  t = await createTestApp();
  content = await createStaffAndLogin(t, 'gamescontent', 'CONTENT');
  finance = await createStaffAndLogin(t, 'gamesfinance', 'FINANCE');
});
afterAll(async () => {
  await t.close();
});

const call = <T>(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, token = content) =>
  send<T>(t, { method, url, token, language: 'EN', ...(payload === undefined ? {} : { payload }) });

const vendorInput = {
  vassalage: 'ACME',
  displayName: 'Acme Games',
  categories: ['RNG', 'FISH'],
  walletMode: 'SEAMLESS',
  launchUrl: 'https://games.acme.example/launch',
};

describe('console: game vendors and the catalogue', () => {
  it('registers a vendor once, shows its secret once, imports its games and keeps the operator’s flags on re-import', async () => {
    const created = await call<VendorSecret>('POST', '/console-api/games/vendors', vendorInput);
    expect(created.status).toBe(200);
    expect(created.body.value.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(created.body.value.vendor).toMatchObject({ vassalage: 'ACME', status: 'ACTIVE', gameCount: 0 });
    expect(created.body.value.vendor.secretHint).toBe(created.body.value.secret.slice(-4));
    const listed = await call<VendorAdmin[]>('GET', '/console-api/games/vendors');
    expect(JSON.stringify(listed.body.value)).not.toContain(created.body.value.secret);
    expect((await call('POST', '/console-api/games/vendors', vendorInput)).body.errorCode).toBe('conflict');

    const games = [
      testGame('a1', { gameType: 'RNG' }),
      testGame('a2', { gameType: 'FISH', supportsTrial: true }),
    ];
    const imported = await call<GameImportResult>('POST', '/console-api/games/vendors/ACME/import', {
      games,
    });
    expect(imported.body.value).toEqual({ created: 2, updated: 0, missing: 0 });
    const page = await call<{ list: GameAdmin[] }>('GET', '/console-api/games?vassalage=ACME');
    const a1 = page.body.value.list.find((game) => game.gameId === 'a1');
    if (!a1) throw new Error('a1 was not imported');
    const hot = await call<GameAdmin>('PATCH', `/console-api/games/${a1.nodeId}`, {
      isHot: true,
      sortOrder: 5,
    });
    expect(hot.body.value).toMatchObject({ isHot: true, sortOrder: 5, isNew: true, enabled: true });

    const renamed = [{ ...games[0], names: { JA: '新しい名前', EN: 'New name' } }];
    const again = await call<GameImportResult>('POST', '/console-api/games/vendors/ACME/import', {
      games: renamed,
    });
    expect(again.body.value).toEqual({ created: 0, updated: 1, missing: 1 });
    const after = await call<{ list: GameAdmin[] }>('GET', '/console-api/games?name=new%20name');
    expect(after.body.value.list).toEqual([
      expect.objectContaining({
        gameId: 'a1',
        isHot: true,
        sortOrder: 5,
        names: { JA: '新しい名前', EN: 'New name' },
      }),
    ]);
    const lobby = await send<GameList>(t, { method: 'GET', url: '/wps/relay/games?vassalage=ACME&isHot=1' });
    expect(lobby.body.value.games.map((game) => game.gameName)).toEqual(['新しい名前']);

    const audit = await call<{ list: { action: string }[] }>(
      'GET',
      '/console-api/audit?targetType=vendor',
      undefined,
      await createStaffAndLogin(t, 'gamesaudit', 'ADMIN'),
    );
    expect(audit.body.value.list.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['vendor.create', 'game.import']),
    );
  });

  it('rotates the secret, sets maintenance and disables a vendor', async () => {
    const rotated = await call<VendorSecret>('POST', '/console-api/games/vendors/ACME/secret');
    expect(rotated.body.value.vendor.secretHint).toBe(rotated.body.value.secret.slice(-4));
    const start = new Date(Date.now() + 3_600_000).toISOString();
    const end = new Date(Date.now() + 7_200_000).toISOString();
    const planned = await call<VendorAdmin>('PATCH', '/console-api/games/vendors/ACME', {
      maintenance: { startTime: start, endTime: end },
      status: 'DISABLED',
    });
    expect(planned.body.value).toMatchObject({
      status: 'DISABLED',
      maintenance: { startTime: start, endTime: end },
    });
    const lobby = await send<GameList>(t, { method: 'GET', url: '/wps/relay/games?vassalage=ACME' });
    expect(lobby.body.value.total).toBe(0);
  });

  it('answers field errors for bad input and forbids staff without the games permissions', async () => {
    const bad = await call('POST', '/console-api/games/vendors', {
      ...vendorInput,
      vassalage: 'bad code',
      categories: [],
      launchUrl: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body.value as { fields: object }).fields).sort()).toEqual([
      'categories',
      'launchUrl',
      'vassalage',
    ]);
    const backwards = await call('PATCH', '/console-api/games/vendors/ACME', {
      maintenance: { startTime: '2026-12-02T00:00:00Z', endTime: '2026-12-01T00:00:00Z' },
    });
    expect(backwards.status).toBe(422);
    const badImport = await call('POST', '/console-api/games/vendors/ACME/import', {
      games: [
        { gameId: 'x', gameCode: 'x', gameType: 'CARDS', names: { JA: 'x', EN: 'x' }, iconUrl: '/x.png' },
      ],
    });
    expect(badImport.status).toBe(422);
    expect((await call('PATCH', '/console-api/games/vendors/NOPE', { sortOrder: 1 })).status).toBe(404);
    expect((await call('GET', '/console-api/games/vendors', undefined, finance)).status).toBe(403);
  });
});
