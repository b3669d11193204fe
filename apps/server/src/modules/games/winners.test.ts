import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WINNER_BOARD_SIZE, type Winner } from '@platform/contract';
import { createTestApp, createTestMember, fundTestMember, type TestApp } from '../../testing/index.ts';
import { send } from '../../testing/requests.ts';
import { createVendorClient, registerTestVendor, testGame, type VendorClient } from '../../testing/vendor.ts';

let t: TestApp;
const clients = new Map<string, VendorClient>();

beforeAll(async () => {
  t = await createTestApp();
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const vendors = [
    {
      vassalage: 'LUCKY',
      categories: ['RNG' as const],
      games: [
        testGame('fortune', {
          gameType: 'RNG',
          names: { JA: '幸運の虎', EN: 'Fortune Tiger' },
          iconUrl: '/icons/fortune.svg',
          supportsTrial: true,
        }),
      ],
    },
    {
      vassalage: 'TABLES',
      categories: ['LIVE' as const],
      games: [
        testGame('baccarat', {
          gameType: 'LIVE',
          names: { JA: 'バカラ', EN: 'Baccarat' },
          iconUrl: '/icons/baccarat.svg',
        }),
      ],
    },
  ];
  for (const vendor of vendors) {
    const { secret } = await registerTestVendor(t.services, vendor);
    clients.set(vendor.vassalage, createVendorClient({ baseUrl, vassalage: vendor.vassalage, secret }));
  }
});
afterAll(async () => {
  await t.close();
});

/**
 * Launches the game for the member (real money, or free play with `demo`) and plays one round
 * through the vendor API: a bet, then a win that settles it unless `open`.
 */
const playRound = async (input: {
  username: string;
  vassalage: string;
  gameId: string;
  stake: string;
  payout: string;
  demo?: boolean;
  open?: boolean;
}) => {
  const member = await t.services.members.findByUsername(input.username);
  const game = [...(await t.services.catalogue.snapshot()).byNode.values()].find(
    (candidate) => candidate.vassalage === input.vassalage && candidate.gameId === input.gameId,
  );
  const client = clients.get(input.vassalage);
  if (!member || !game || !client) throw new Error(`cannot play ${input.gameId}`);
  const launch = await t.services.games.launch(member.id, {
    nodeId: game.nodeId,
    gameId: game.gameId,
    vassalage: game.vassalage,
    accountType: input.demo ? 0 : 1,
    language: 'EN',
  });
  const token = new URL(launch.url, 'http://launch.invalid').searchParams.get('token') ?? '';
  const session = (await client.authenticate(token)).body.value as {
    sessionId: string;
    playerId: string;
    currency: string;
  };
  const common = {
    playerId: session.playerId,
    roundId: `round-${randomUUID()}`,
    gameCode: game.gameCode,
    currency: session.currency,
  };
  const bet = await client.bet({
    ...common,
    sessionId: session.sessionId,
    transactionId: `bet-${randomUUID()}`,
    amount: input.stake,
  });
  if (!bet.body.success) throw new Error(`bet failed: ${JSON.stringify(bet.body)}`);
  const win = await client.win({
    ...common,
    transactionId: `win-${randomUUID()}`,
    amount: input.payout,
    closeRound: !input.open,
  });
  if (!win.body.success) throw new Error(`win failed: ${JSON.stringify(win.body)}`);
};

const board = (query: string, language = 'EN') =>
  send<Winner[]>(t, { method: 'GET', url: `/wps/relay/winners?${query}`, language });

describe('the winner board', () => {
  it('shows only settled real-money wins of at least the configured amount, newest first, names masked', async () => {
    await createTestMember(t.services, { username: 'goldenhand', password: 'winner1234' });
    await createTestMember(t.services, { username: 'bo', password: 'winner1234' });
    await fundTestMember(t.services, 'goldenhand', '10000.00');
    await fundTestMember(t.services, 'bo', '10000.00');
    await t.services.system.setContentSetting({ winnerMinAmount: '1000.00' });

    await playRound({
      username: 'goldenhand',
      vassalage: 'LUCKY',
      gameId: 'fortune',
      stake: '10.00',
      payout: '5000.00',
    });
    await playRound({
      username: 'goldenhand',
      vassalage: 'LUCKY',
      gameId: 'fortune',
      stake: '10.00',
      payout: '999.99',
    });
    await playRound({
      username: 'goldenhand',
      vassalage: 'LUCKY',
      gameId: 'fortune',
      stake: '100.00',
      payout: '0',
    });
    // Free play on the demo balance: a big win that moved no money.
    await playRound({
      username: 'bo',
      vassalage: 'LUCKY',
      gameId: 'fortune',
      stake: '100.00',
      payout: '1500.00',
      demo: true,
    });
    await playRound({
      username: 'bo',
      vassalage: 'TABLES',
      gameId: 'baccarat',
      stake: '100.00',
      payout: '1000.00',
    });
    // Paid but not settled yet.
    await playRound({
      username: 'bo',
      vassalage: 'TABLES',
      gameId: 'baccarat',
      stake: '100.00',
      payout: '3000.00',
      open: true,
    });
    await playRound({
      username: 'goldenhand',
      vassalage: 'LUCKY',
      gameId: 'fortune',
      stake: '50.00',
      payout: '2500.00',
    });

    const all = await board('gameCategory=ALL&limitNum=20');
    expect(all.status).toBe(200);
    expect(all.body.value.map((winner) => [winner.customerName, winner.gameName, winner.winAmount])).toEqual([
      ['g***d', 'Fortune Tiger', '2500.00'],
      ['b*', 'Baccarat', '1000.00'],
      ['g***d', 'Fortune Tiger', '5000.00'],
    ]);
    expect(all.body.value[0]).toMatchObject({ currency: 'JPY', iconUrl: '/icons/fortune.svg' });
    expect(all.body.value.map((winner) => winner.winTime)).toEqual(
      [...all.body.value.map((winner) => winner.winTime)].sort().reverse(),
    );
    for (const winner of all.body.value)
      expect(winner.winTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const limited = await board('limitNum=2');
    expect(limited.body.value.map((winner) => winner.winAmount)).toEqual(['2500.00', '1000.00']);
    const slots = await board('gameCategory=RNG');
    expect(slots.body.value.map((winner) => winner.winAmount)).toEqual(['2500.00', '5000.00']);
    const live = await board('gameCategory=live');
    expect(live.body.value.map((winner) => winner.winAmount)).toEqual(['1000.00']);
    const japanese = await board('gameCategory=ALL&language=JA');
    expect(japanese.body.value.map((winner) => winner.gameName)).toEqual(['幸運の虎', 'バカラ', '幸運の虎']);
  });

  it('caps the board at 20 entries and refuses an unknown category', async () => {
    expect((await board(`limitNum=${WINNER_BOARD_SIZE + 1}`)).status).toBe(422);
    expect((await board('limitNum=0')).status).toBe(422);
    const unknown = await board('gameCategory=POKER');
    expect([unknown.status, unknown.body.value]).toEqual([
      422,
      { fields: { gameCategory: 'This option is not available' } },
    ]);
  });
});
