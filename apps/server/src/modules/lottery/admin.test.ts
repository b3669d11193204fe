import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LotteryAdminGame,
  LotteryDraw,
  LotteryExposure,
  LotteryReportRow,
  LotterySettings,
  VendorSecret,
} from '@platform/contract';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { send } from '../../testing/requests.ts';
import { createStaffAndLogin } from '../../testing/console.ts';
import { testGame } from '../../testing/vendor.ts';
import { createFakeLotteryAdmin, fakeDraw } from '../../testing/lottery-vendor.ts';

/*
 * The console's lottery calls through the platform's HTTP layer, against a small lottery vendor of the
 * test's own: `POST /fake-lottery/admin/<call>` checks the signature with the vendor's secret and the
 * timestamp, and answers per the protocol (notes: "Admin calls"). The house vendor's own admin API is
 * proved end to end once both sides are merged.
 */

const NORTH_RESULT = {
  SPECIAL: ['12345'],
  G1: ['23456'],
  G2: ['34567', '45678'],
  G3: ['00001', '00002', '00003', '00004', '00005', '00006'],
  G4: ['1111', '2222', '3333', '4444'],
  G5: ['0001', '0002', '0003', '0004', '0005', '0006'],
  G6: ['123', '456', '789'],
  G7: ['01', '02', '03', '04'],
};

const fake = createFakeLotteryAdmin();
/** Someone entering results at the vendor's own back office. */
const STAFF_AT_VENDOR = { id: 'vendor-7', username: 'vendor.clerk' };
fake.games.set('vn-mb', {
  gameId: 'vn-mb',
  kind: 'VN',
  betTypes: [
    {
      betType: 'LO2',
      odds: '75',
      defaultOdds: '75',
      minStake: '1.00',
      maxStake: '10000.00',
      maxExposure: '1000000.00',
    },
  ],
});
fake.draws.push(fakeDraw('vn-mb', '20261127', { status: 'OPEN' }));
fake.exposure.push({ betType: 'LO2', options: ['27'], payout: '7500.00', limit: '1000000.00' });
fake.report.push({
  gameId: 'vn-mb',
  orders: 3,
  turnover: '300.00',
  payout: '150.00',
  houseResult: '150.00',
  cancelled: 0,
});

let t: TestApp;
let admin: string;
let finance: string;
let support: string;

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      void app.register((scope, _options, registered) => {
        scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
          done(null, body);
        });
        scope.post<{ Params: { call: string }; Body: string }>(
          '/fake-lottery/admin/:call',
          (request, reply) => {
            const signature = request.headers['x-signature'];
            const answer = fake.handle(
              request.params.call,
              request.body,
              typeof signature === 'string' ? signature : '',
            );
            void reply.code(answer.status).send(answer.body);
          },
        );
        // The vendor's public draws feed: the North's region and its open draw.
        scope.get('/fake-lottery/latest', () => ({
          games: [
            {
              gameCode: 'vn-mb',
              region: 'NORTH',
              open: {
                drawNo: '20261127',
                opensAt: '2026-11-26T11:00:00.000Z',
                closesAt: '2026-11-27T11:00:00.000Z',
                drawsAt: '2026-11-27T11:15:00.000Z',
              },
            },
          ],
        }));
        registered();
      });
    },
  });
  admin = await createStaffAndLogin(t, 'lotteryadmin', 'ADMIN');
  finance = await createStaffAndLogin(t, 'lotteryfinance', 'FINANCE');
  support = await createStaffAndLogin(t, 'lotterysupport', 'SUPPORT');
  const created = await send<VendorSecret>(t, {
    method: 'POST',
    url: '/console-api/games/vendors',
    token: admin,
    payload: {
      vassalage: 'LOTTO',
      displayName: 'Lotto Vendor',
      categories: ['LOTT', 'ELOTT'],
      walletMode: 'SEAMLESS',
      launchUrl: 'https://lotto.example/play',
      lotteryUrl: '/fake-lottery',
    },
  });
  fake.secret = created.body.value.secret;
  await send(t, {
    method: 'POST',
    url: '/console-api/games/vendors/LOTTO/import',
    token: admin,
    payload: {
      games: [
        testGame('vn-mb', { gameType: 'LOTT' }),
        testGame('lotto-5d-1', { gameType: 'ELOTT' }),
        testGame('slots-1', { gameType: 'RNG' }),
      ],
    },
  });
  // A lottery vendor whose address nothing answers on.
  await send(t, {
    method: 'POST',
    url: '/console-api/games/vendors',
    token: admin,
    payload: {
      vassalage: 'DOWN',
      displayName: 'Down Vendor',
      categories: ['LOTT'],
      walletMode: 'SEAMLESS',
      launchUrl: 'https://down.example/play',
      lotteryUrl: 'http://127.0.0.1:9/lottery',
    },
  });
});
afterAll(async () => {
  await t.close();
});

const call = <T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string,
  payload?: unknown,
  language: 'EN' | 'JA' = 'EN',
) => send<T>(t, { method, url, token, language, ...(payload === undefined ? {} : { payload }) });

const auditOf = async (action: string) =>
  (
    await call<{ list: { action: string; staffUsername: string; targetId: string; after: unknown }[] }>(
      'GET',
      `/console-api/audit?action=${encodeURIComponent(action)}`,
      admin,
    )
  ).body.value.list;

describe('console: a lottery vendor’s admin calls', () => {
  it('lists the lottery games of vendors with a lottery API, not their other games', async () => {
    const games = await call<LotteryAdminGame[]>('GET', '/console-api/lottery/games', finance);
    expect(games.status).toBe(200);
    expect(games.body.value.map((game) => [game.vassalage, game.gameId, game.gameType])).toEqual([
      ['LOTTO', 'vn-mb', 'LOTT'],
      ['LOTTO', 'lotto-5d-1', 'ELOTT'],
    ]);
    // Each with its region and schedule as the vendor's feed publishes them (none for a game it leaves out).
    expect(games.body.value.map((game) => [game.region, game.nextDraw])).toEqual([
      [
        'NORTH',
        { drawNo: '20261127', closesAt: '2026-11-27T11:00:00.000Z', drawsAt: '2026-11-27T11:15:00.000Z' },
      ],
      [null, null],
    ]);
  });

  it('refuses staff without the lottery permission (403) and reaches no vendor', async () => {
    const before = fake.received.length;
    const reads = await call('GET', '/console-api/lottery/draws?vassalage=LOTTO', support);
    expect([reads.status, reads.body.errorCode]).toEqual([403, 'forbidden']);
    const writes = await call('POST', '/console-api/lottery/draws/cancel', support, {
      vassalage: 'LOTTO',
      gameId: 'vn-mb',
      drawNo: '20261126',
      reason: 'no',
    });
    expect([writes.status, writes.body.errorCode]).toEqual([403, 'forbidden']);
    expect(fake.received.length).toBe(before);
  });

  it('signs every call with the vendor’s secret and a timestamp, and names the acting staff on writes', async () => {
    const got = await call<LotterySettings>(
      'GET',
      '/console-api/lottery/settings?vassalage=LOTTO&gameId=vn-mb',
      finance,
    );
    expect(got.status).toBe(200);
    expect(got.body.value).toMatchObject({
      vassalage: 'LOTTO',
      kind: 'VN',
      betTypes: [{ betType: 'LO2', odds: '75' }],
    });

    const set = await call<LotterySettings>('PUT', '/console-api/lottery/settings', finance, {
      vassalage: 'LOTTO',
      gameId: 'vn-mb',
      betType: 'LO2',
      odds: '80.5',
      minStake: '2',
      maxStake: '5000.5',
      maxExposure: '200000',
    });
    expect(set.status).toBe(200);
    expect(set.body.value.betTypes[0]?.odds).toBe('80.5');
    const sent = fake.received.at(-1);
    const staff = await t.services.staff.findByUsername('lotteryfinance');
    expect(sent?.call).toBe('settings.set');
    expect(sent?.body).toMatchObject({
      staff: { id: String(staff?.id), username: 'lotteryfinance' },
      gameId: 'vn-mb',
      betType: 'LO2',
      odds: '80.5',
      minStake: '2.00',
      maxStake: '5000.50',
      maxExposure: '200000.00',
    });
    expect(Math.abs(Number(sent?.body.timestamp) - Date.now() / 1000)).toBeLessThan(300);

    const [audited] = await auditOf('lottery.settings');
    expect(audited).toMatchObject({
      action: 'lottery.settings',
      staffUsername: 'lotteryfinance',
      targetId: 'LOTTO:vn-mb',
      after: { betType: 'LO2', odds: '80.5', minStake: '2.00' },
    });
  });

  it('enters a result, refuses its confirmation by the same staff member and of an entry replaced since it was reviewed, and takes a second one’s (audited)', async () => {
    fake.draws.push(fakeDraw('vn-mb', '20261126'));
    const draw = { vassalage: 'LOTTO', gameId: 'vn-mb', drawNo: '20261126' };
    const awaiting = await call<LotteryDraw[]>(
      'GET',
      '/console-api/lottery/draws?vassalage=LOTTO&status=AWAITING_RESULT',
      finance,
    );
    expect(awaiting.body.value).toEqual([expect.objectContaining({ ...draw, status: 'AWAITING_RESULT' })]);

    const entered = await call<LotteryDraw>('POST', '/console-api/lottery/draws/result', finance, {
      ...draw,
      result: NORTH_RESULT,
    });
    expect(entered.status).toBe(200);
    expect(entered.body.value).toMatchObject({
      status: 'AWAITING_CONFIRMATION',
      enteredBy: { username: 'lotteryfinance' },
    });

    const reviewed = { ...draw, enteredAt: entered.body.value.enteredAt };
    const same = await call('POST', '/console-api/lottery/draws/confirm', finance, reviewed);
    expect([same.status, same.body.errorCode]).toEqual([409, 'lottery_second_staff_required']);
    expect(same.body.message).toBe('You entered this result: a second staff member must confirm it.');

    // Entered again at the vendor while the administrator reviews the first entry: that confirmation
    // is refused with a stable code said in the staff member's language, and nothing is confirmed.
    const reentered = fake.enterResult(
      fake.draws.find((row) => row.drawNo === '20261126')!,
      STAFF_AT_VENDOR,
      {
        ...NORTH_RESULT,
        SPECIAL: ['54321'],
      },
    );
    const changed = await call('POST', '/console-api/lottery/draws/confirm', admin, reviewed);
    expect([changed.status, changed.body.errorCode, changed.body.message]).toEqual([
      409,
      'lottery_result_changed',
      'The result was changed after you opened it. Review the new result before confirming.',
    ]);
    const inJapanese = await call('POST', '/console-api/lottery/draws/confirm', admin, reviewed, 'JA');
    expect([inJapanese.status, inJapanese.body.errorCode, inJapanese.body.message]).toEqual([
      409,
      'lottery_result_changed',
      '確認画面を開いた後に結果が変更されました。新しい結果を確認してから確定してください。',
    ]);
    expect(fake.received.at(-1)).toMatchObject({
      call: 'results.confirm',
      body: { gameId: 'vn-mb', drawNo: '20261126', enteredAt: reviewed.enteredAt },
    });
    expect(await auditOf('lottery.result_confirm')).toEqual([]);

    const pending = await call<LotteryDraw[]>(
      'GET',
      '/console-api/lottery/draws?vassalage=LOTTO&status=AWAITING_CONFIRMATION',
      admin,
    );
    const fresh = pending.body.value.find((row) => row.drawNo === '20261126')!;
    expect(fresh).toMatchObject({ result: { SPECIAL: ['54321'] }, enteredAt: reentered.enteredAt });
    const confirmed = await call<LotteryDraw>('POST', '/console-api/lottery/draws/confirm', admin, {
      ...draw,
      enteredAt: fresh.enteredAt,
    });
    expect(confirmed.body.value).toMatchObject({
      status: 'DRAWN',
      result: { SPECIAL: ['54321'] },
      confirmedBy: { username: 'lotteryadmin' },
    });

    const again = await call('POST', '/console-api/lottery/draws/result', finance, {
      ...draw,
      result: NORTH_RESULT,
    });
    expect([again.status, again.body.errorCode]).toEqual([409, 'lottery_draw_already_drawn']);

    const settled = await call('POST', '/console-api/lottery/draws/cancel', admin, {
      ...draw,
      reason: 'Wrong feed',
    });
    expect([settled.status, settled.body.errorCode]).toEqual([409, 'lottery_draw_settled']);

    expect((await auditOf('lottery.result_enter'))[0]).toMatchObject({
      staffUsername: 'lotteryfinance',
      targetId: 'LOTTO:vn-mb:20261126',
      after: { result: NORTH_RESULT },
    });
    expect((await auditOf('lottery.result_confirm'))[0]).toMatchObject({
      staffUsername: 'lotteryadmin',
      targetId: 'LOTTO:vn-mb:20261126',
    });
    // A refused write is not audited.
    expect(await auditOf('lottery.draw_cancel')).toEqual([]);
  });

  it('cancels a draw with a reason (audited) and answers exposure and the report', async () => {
    fake.draws.push(fakeDraw('vn-mb', '20261125'));
    const cancelled = await call<LotteryDraw>('POST', '/console-api/lottery/draws/cancel', admin, {
      vassalage: 'LOTTO',
      gameId: 'vn-mb',
      drawNo: '20261125',
      reason: 'Results source unavailable',
    });
    expect(cancelled.body.value).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'Results source unavailable',
    });
    expect((await auditOf('lottery.draw_cancel'))[0]).toMatchObject({
      staffUsername: 'lotteryadmin',
      targetId: 'LOTTO:vn-mb:20261125',
      after: { reason: 'Results source unavailable', orders: 3, turnover: '300.00' },
    });

    const exposure = await call<LotteryExposure>(
      'GET',
      '/console-api/lottery/exposure?vassalage=LOTTO&gameId=vn-mb',
      finance,
    );
    expect(exposure.body.value).toMatchObject({ vassalage: 'LOTTO', drawNo: '20261127', total: '7500.00' });
    expect(fake.received.at(-1)?.body).toMatchObject({ gameId: 'vn-mb', limit: 20 });

    const report = await call<LotteryReportRow[]>(
      'GET',
      '/console-api/lottery/report?vassalage=LOTTO&from=2026-11-01T00:00:00%2B09:00&to=2026-12-01T00:00:00%2B09:00',
      finance,
    );
    expect(report.body.value).toEqual([expect.objectContaining({ gameId: 'vn-mb', houseResult: '150.00' })]);
    expect(fake.received.at(-1)?.body).toMatchObject({
      from: '2026-10-31T15:00:00.000Z',
      to: '2026-11-30T15:00:00.000Z',
    });
  });

  it('maps an unknown game, an unreachable vendor, a wrong secret and a vendor without a lottery API to stable codes', async () => {
    const unknownGame = await call(
      'GET',
      '/console-api/lottery/settings?vassalage=LOTTO&gameId=vn-zz',
      finance,
    );
    expect([unknownGame.status, unknownGame.body.errorCode]).toEqual([404, 'lottery_game_not_found']);

    const down = await call('GET', '/console-api/lottery/draws?vassalage=DOWN', finance);
    expect([down.status, down.body.errorCode]).toEqual([502, 'lottery_vendor_unavailable']);
    expect(down.body.message).toBe('The lottery vendor is not answering. Please try again shortly.');
    expect(JSON.stringify(down.body)).not.toMatch(/ECONNREFUSED|at .*\.ts/);

    const rightSecret = fake.secret;
    fake.secret = 'a-secret-the-platform-does-not-know';
    const unsigned = await call('GET', '/console-api/lottery/draws?vassalage=LOTTO', finance);
    expect([unsigned.status, unsigned.body.errorCode]).toEqual([502, 'lottery_vendor_unavailable']);
    fake.secret = rightSecret;

    const noLottery = await call('GET', '/console-api/lottery/draws?vassalage=NOPE', finance);
    expect([noLottery.status, noLottery.body.errorCode]).toEqual([404, 'lottery_vendor_unknown']);
  });

  it('refuses hostile and malformed input before any vendor call', async () => {
    const before = fake.received.length;
    const draw = { vassalage: 'LOTTO', gameId: 'vn-mb', drawNo: '20261126' };
    const bad: [string, 'GET' | 'POST' | 'PUT', string, unknown?][] = [
      [
        'wrong digit count',
        'POST',
        '/console-api/lottery/draws/result',
        { ...draw, result: { ...NORTH_RESULT, G7: ['1', '02', '03', '04'] } },
      ],
      [
        'letters in a number',
        'POST',
        '/console-api/lottery/draws/result',
        { ...draw, result: { ...NORTH_RESULT, SPECIAL: ['1234a'] } },
      ],
      [
        'a missing number',
        'POST',
        '/console-api/lottery/draws/result',
        { ...draw, result: { ...NORTH_RESULT, G3: ['00001'] } },
      ],
      [
        'an extra tier',
        'POST',
        '/console-api/lottery/draws/result',
        { ...draw, result: { ...NORTH_RESULT, G9: ['1'] } },
      ],
      ['an empty reason', 'POST', '/console-api/lottery/draws/cancel', { ...draw, reason: '   ' }],
      ['a long reason', 'POST', '/console-api/lottery/draws/cancel', { ...draw, reason: 'x'.repeat(201) }],
      ['a control character', 'POST', '/console-api/lottery/draws/cancel', { ...draw, reason: 'bad\u0007' }],
      [
        'a path in the game id',
        'POST',
        '/console-api/lottery/draws/confirm',
        { ...draw, gameId: '../admin', enteredAt: '2026-11-26T11:20:00.000Z' },
      ],
      ['a confirmation without the entry reviewed', 'POST', '/console-api/lottery/draws/confirm', draw],
      [
        'a confirmation naming the entry by something else than a time',
        'POST',
        '/console-api/lottery/draws/confirm',
        { ...draw, enteredAt: 'yesterday' },
      ],
      [
        'odds of 1',
        'PUT',
        '/console-api/lottery/settings',
        {
          vassalage: 'LOTTO',
          gameId: 'vn-mb',
          betType: 'LO2',
          odds: '1',
          minStake: '1',
          maxStake: '2',
          maxExposure: '3',
        },
      ],
      [
        'min above max',
        'PUT',
        '/console-api/lottery/settings',
        {
          vassalage: 'LOTTO',
          gameId: 'vn-mb',
          betType: 'LO2',
          odds: '2',
          minStake: '5',
          maxStake: '2',
          maxExposure: '3',
        },
      ],
      [
        'three decimals',
        'PUT',
        '/console-api/lottery/settings',
        {
          vassalage: 'LOTTO',
          gameId: 'vn-mb',
          betType: 'LO2',
          odds: '2',
          minStake: '1.001',
          maxStake: '2',
          maxExposure: '3',
        },
      ],
      [
        'a report over 93 days',
        'GET',
        '/console-api/lottery/report?vassalage=LOTTO&from=2026-01-01T00:00:00Z&to=2026-06-01T00:00:00Z',
      ],
      [
        'a report ending first',
        'GET',
        '/console-api/lottery/report?vassalage=LOTTO&from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z',
      ],
      ['a limit above 100', 'GET', '/console-api/lottery/draws?vassalage=LOTTO&limit=500'],
      ['an unknown status', 'GET', '/console-api/lottery/draws?vassalage=LOTTO&status=PAID'],
    ];
    for (const [name, method, url, payload] of bad) {
      const answered = await call(method, url, admin, payload);
      expect([name, answered.status < 500 && answered.status >= 400, answered.body.success]).toEqual([
        name,
        true,
        false,
      ]);
    }
    expect(fake.received.length).toBe(before);
  });
});
