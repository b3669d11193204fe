import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { MEMBER_TYPE, type AgentRebate, type TeamOverview } from '@platform/contract';
import { testGame, type TestServer } from '@platform/server/testing';

/** The house-less test vendor the downline plays on. */
export const TEAM_VENDOR = {
  vassalage: 'TEAMSLOTS',
  displayName: 'Team Slots',
  gameId: 'lucky-team',
  gameName: 'Lucky Team',
} as const;

/** Stake and payout of the downline's rounds: a win of 150 and a loss of 40 (the players' side +110). */
export const TEAM_ROUNDS = [
  { stake: '100.00', payout: '250.00' },
  { stake: '40.00', payout: '0.00' },
] as const;
export const TEAM_DEPOSIT = '500.00';
const PASSWORD = 'secret123';

/** The envelope's value of one call with a session token; throws with the whole envelope on a failure. */
export const callWithToken = async (
  page: Page,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<unknown> => {
  const response = await page.request.fetch(path, {
    method,
    headers: { Authorization: token, Language: 'EN' },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await response.json()) as { success: boolean; value: unknown };
  if (!body.success) throw new Error(`${method} ${path} failed: ${JSON.stringify(body)}`);
  return body.value;
};

/** Logs in on the login popup of `/login` (any language: by the inputs' names); answers the session token. */
export const logInOnPopup = async (page: Page, username: string, password: string): Promise<string> => {
  await page.goto('/login');
  const dialog = page.locator('dialog.dialog');
  await dialog.locator('input[name="username"]').fill(username);
  await dialog.locator('input[name="password"]').fill(password);
  await dialog.locator('button[type="submit"]').click();
  const token = await page.waitForFunction(() => sessionStorage.getItem('token'));
  return String(await token.jsonValue());
};

/** A deposit through the sandbox gateway's online channel, approved on its page. */
const depositOnline = async (page: Page, token: string, amount: string) => {
  const channels = (await callWithToken(page, token, 'GET', '/wps/deposit/channels')) as {
    id: number;
    kind: string;
  }[];
  const online = channels.find((channel) => channel.kind === 'ONLINE');
  if (online === undefined) throw new Error('The test server has no online deposit channel');
  const order = (await callWithToken(page, token, 'POST', '/wps/deposit/orders', {
    requestId: randomUUID(),
    channelId: online.id,
    amount,
  })) as { paymentUrl: string };
  const gateway = await page.context().newPage();
  await gateway.goto(order.paymentUrl);
  await gateway.locator('button[value="approve"]').click();
  await gateway.locator('a[href^="/member/depositv2"]').waitFor();
  await gateway.close();
};

export interface AgentTeam {
  agent: string;
  downline: string;
  /** The agent's session token and the page holding it. */
  agentToken: string;
  agentPage: Page;
}

/**
 * A new agent (no one else's figures) with one direct downline it creates in its register centre;
 * the downline deposits `TEAM_DEPOSIT` through the gateway and plays `TEAM_ROUNDS` on `TEAM_VENDOR`.
 * The vendor is registered once per server (`withVendor`).
 */
export const prepareAgentTeam = async (
  server: TestServer,
  /** A page in a fresh browser profile on the server (empty storage). */
  newPage: () => Promise<Page>,
  names: { agent: string; downline: string; withVendor: boolean },
): Promise<AgentTeam> => {
  await server.createMember({ username: names.agent, password: PASSWORD, type: MEMBER_TYPE.AGENT });
  const agentPage = await newPage();
  const agentToken = await logInOnPopup(agentPage, names.agent, PASSWORD);
  const rebate = (await callWithToken(agentPage, agentToken, 'GET', '/wps/agent/rebate')) as AgentRebate;
  await callWithToken(agentPage, agentToken, 'POST', '/wps/agent/downlines', {
    accountType: 'MEMBER',
    username: names.downline,
    password: PASSWORD,
    rebateRates: rebate.own,
  });

  const memberPage = await newPage();
  const memberToken = await logInOnPopup(memberPage, names.downline, PASSWORD);
  await depositOnline(memberPage, memberToken, TEAM_DEPOSIT);
  await memberPage.close();

  if (names.withVendor) {
    await server.addVendor({
      vassalage: TEAM_VENDOR.vassalage,
      displayName: TEAM_VENDOR.displayName,
      categories: ['RNG'],
      games: [
        testGame(TEAM_VENDOR.gameId, {
          gameType: 'RNG',
          names: { JA: TEAM_VENDOR.gameName, EN: TEAM_VENDOR.gameName },
        }),
      ],
    });
  }
  for (const round of TEAM_ROUNDS) {
    await server.playRound({
      username: names.downline,
      vassalage: TEAM_VENDOR.vassalage,
      gameId: TEAM_VENDOR.gameId,
      ...round,
    });
  }
  return { agent: names.agent, downline: names.downline, agentToken, agentPage };
};

/** The overview of one day of the agent's whole team, as the statistics stand now. */
export const overviewOf = async ({ agentPage, agentToken }: AgentTeam, day: string) =>
  (await callWithToken(
    agentPage,
    agentToken,
    'GET',
    `/wps/agent/team/overview?startDate=${day}&endDate=${day}`,
  )) as TeamOverview;
