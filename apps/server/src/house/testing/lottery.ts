import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { gameImportSchema, type LaunchGame } from '@platform/contract';
import { LOTTERY_GAMES } from '@platform/house-vendor/engine/lottery/games';
import { createTestMember, fundTestMember, type TestApp } from '../../testing/index.ts';
import { login, send } from '../../testing/requests.ts';
import { HOUSE_VASSALAGE } from '../mount.ts';

/** Puts the house lottery games into the platform's catalogue, as the vendor's published list would. */
export const importLotteryGames = async (platform: TestApp) => {
  const admin = await platform.services.staff.findByUsername('demoadmin');
  if (!admin) throw new Error('no demo admin');
  await platform.services.gamesAdmin.importGames(
    { staffId: admin.id, username: admin.username, ip: '127.0.0.1' },
    HOUSE_VASSALAGE,
    gameImportSchema.parse({
      games: LOTTERY_GAMES.map((game) => ({
        gameId: game.gameId,
        gameCode: game.gameId,
        gameType: 'LOTT',
        names: game.names,
        iconUrl: `http://games.test/house/icons/${game.gameId}.svg`,
      })),
    }),
  );
};

let players = 0;

/**
 * A funded member with a house game page session on `houseApp` (opened from the dice launch: one
 * session serves every house game).
 */
export const openHousePlayer = async (platform: TestApp, houseApp: FastifyInstance, funds: string) => {
  players += 1;
  const username = `lotto${players}`;
  const { id } = await createTestMember(platform.services, { username, password: 'house1234' });
  await fundTestMember(platform.services, username, funds);
  const token = (await login(platform, { username, password: 'house1234' })).body.value.token;
  const game = [...(await platform.services.catalogue.snapshot()).byNode.values()].find(
    (candidate) => candidate.vassalage === HOUSE_VASSALAGE && candidate.gameId === 'dice',
  );
  const launch = await send<LaunchGame>(platform, {
    method: 'GET',
    url: `/wps/game/launchGame?nodeId=${game?.nodeId}&gameId=dice&vassalage=${HOUSE_VASSALAGE}`,
    token,
  });
  const launchToken = new URL(launch.body.value.url, 'http://platform.test').searchParams.get('token');
  const opened = await houseApp.inject({
    method: 'POST',
    url: '/house/api/sessions',
    payload: { token: launchToken },
  });
  return {
    memberId: id,
    /** The member's platform session (the betting record). */
    platformToken: token,
    /** The house game page's session. */
    token: opened.json<{ value: { sessionToken: string } }>().value.sessionToken,
  };
};

/** The member's main wallet balance in minor units. */
export const mainBalanceOf = async (platform: TestApp, memberId: number) =>
  (await platform.services.wallet.getWalletBalance(memberId, 'MAIN'))?.balance ?? 0n;

/**
 * A lottery admin call to the house as the platform's console makes it: the body signed with the
 * vendor's shared secret (`x-signature`), `timestamp` added unless the fields carry one. `signature`
 * replaces the signature; `raw` sends those bytes instead of the fields' JSON.
 */
export const signedAdminCall = async <T>(
  houseApp: FastifyInstance,
  secret: string,
  call: string,
  fields: Record<string, unknown>,
  options: { now: number; signature?: string; raw?: string },
) => {
  const body = options.raw ?? JSON.stringify({ timestamp: Math.floor(options.now / 1000), ...fields });
  const response = await houseApp.inject({
    method: 'POST',
    url: `/house/api/lottery/admin/${call}`,
    headers: {
      'content-type': 'application/json',
      'x-signature': options.signature ?? createHmac('sha256', secret).update(body).digest('hex'),
    },
    payload: body,
  });
  return {
    status: response.statusCode,
    body: response.json<{ success: boolean; value: T; errorCode?: string }>(),
  };
};
