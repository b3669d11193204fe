import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LaunchGame, VendorSession } from '@platform/contract';
import { createTestApp, createTestMember, fundTestMember, type TestApp } from '../../testing/index.ts';
import { createStaffAndLogin } from '../../testing/console.ts';
import { login, send } from '../../testing/requests.ts';
import { registerTestVendor, testGame } from '../../testing/vendor.ts';
import {
  casesOf,
  endpointsOf,
  problemOf,
  type Dictionary,
  type Endpoint,
  type FuzzCase,
  type OpenApiDocument,
} from '../../testing/fuzz.ts';
import { signVendorBody } from './vendor-signature.ts';
import { HOUSE_VASSALAGE } from '../../house/mount.ts';

/**
 * The OpenAPI fuzz suite: walks every operation of the gateway's own OpenAPI document (`/docs/json`,
 * so a new route is covered without editing this file) with hostile values in every parameter and
 * body field, hostile bodies and missing or forged credentials, and fails on any 5xx and any answer
 * outside the envelope. Each operation is first tried with a member's, a staff member's and a house
 * game session's credentials; the first that gets past the guard is used, so the walk reaches the
 * handlers. Vendor-API bodies are signed with a registered vendor's secret; encrypted calls are
 * sealed when the plain body is refused. `FUZZ_LOG=<file>` writes every case and its answer there as
 * JSON lines.
 */
let t: TestApp;
let document: OpenApiDocument;

const VENDOR = 'FUZZ';
const SLOT = 'fuzz-slot';
let vendorSecret = '';
let vendorSession: VendorSession;
let nodeId = 0;

/** Credentials the walk carries; renewed when an operation ended or locked them. */
const credentials = { member: '', staff: '', house: '' };
let accounts = 0;

const launchToken = async (token: string, vassalage: string, gameId: string) => {
  const game = [...(await t.services.catalogue.snapshot()).byNode.values()].find(
    (candidate) => candidate.vassalage === vassalage && candidate.gameId === gameId,
  );
  if (!game) throw new Error(`no game ${gameId}`);
  const launch = await send<LaunchGame>(t, {
    method: 'GET',
    url: `/wps/game/launchGame?nodeId=${game.nodeId}&gameId=${gameId}&vassalage=${vassalage}&accountType=1`,
    token,
  });
  if (launch.status !== 200) throw new Error(`launch failed: ${JSON.stringify(launch.body)}`);
  return { token: new URL(launch.body.value.url, 'http://x.invalid').searchParams.get('token') ?? '', game };
};

const signedVendorCall = async (call: string, fields: Record<string, unknown>) => {
  const payload = JSON.stringify({ timestamp: Math.floor(Date.now() / 1000), ...fields });
  const response = await t.app.inject({
    method: 'POST',
    url: `/vendor-api/${VENDOR}/${call}`,
    headers: { 'content-type': 'application/json', 'x-signature': signVendorBody(vendorSecret, payload) },
    payload,
  });
  return response.json<{ success: boolean; value: unknown }>();
};

const newMember = async () => {
  accounts += 1;
  const username = `fuzzmember${accounts}`;
  await createTestMember(t.services, { username, password: 'fuzz1234' });
  await fundTestMember(t.services, username, '1000.00');
  credentials.member = (await login(t, { username, password: 'fuzz1234' })).body.value.token;
  const launched = await launchToken(credentials.member, VENDOR, SLOT);
  nodeId = launched.game.nodeId;
  vendorSession = (await signedVendorCall('authenticate', { token: launched.token })).value as VendorSession;
  // A slot: the first kind of play the house API's schema names, so its plausible play is a real round.
  const house = await launchToken(credentials.member, HOUSE_VASSALAGE, 'slot-sakura');
  const opened = await t.app.inject({
    method: 'POST',
    url: '/house/api/sessions',
    payload: { token: house.token },
  });
  credentials.house = `Bearer ${opened.json<{ value: { sessionToken: string } }>().value.sessionToken}`;
};

const newStaff = async () => {
  accounts += 1;
  credentials.staff = await createStaffAndLogin(t, `fuzzadmin${accounts}`, 'ADMIN');
};

/** Renews what an operation took away: a session that ended, an account locked or disabled. */
const renewCredentials = async () => {
  const alive = async (url: string, authorization: string) =>
    (await t.app.inject({ method: 'GET', url, headers: { authorization } })).statusCode === 200;
  if (
    !(await alive('/wps/member/info', credentials.member)) ||
    !(await alive('/house/api/session', credentials.house))
  )
    await newMember();
  if (!(await alive('/console-api/auth/me', credentials.staff))) await newStaff();
};

/** Settings an operation changed go back, so one walked route cannot close the site to the next. */
const settings = () => {
  const { system } = t.services;
  return [
    [system.getStatusSetting, system.setStatusSetting],
    [system.getWhitelabel, system.setWhitelabel],
    [system.getRegisterConfig, system.setRegisterConfig],
    [system.getProfileConfig, system.setProfileConfig],
    [system.getSiteSetting, system.setSiteSetting],
    [system.getDomains, system.setDomains],
    [system.getContentSetting, system.setContentSetting],
    [system.getWithdrawalSetting, system.setWithdrawalSetting],
  ] as unknown as [() => Promise<unknown>, (value: unknown) => Promise<void>][];
};
let savedSettings: string[] = [];
const restoreSettings = async () => {
  for (const [index, [read, write]] of settings().entries()) {
    const saved = savedSettings[index] ?? 'null';
    if (JSON.stringify(await read()) !== saved) await write(JSON.parse(saved));
  }
};

/** Known-good values by name: the plausible request reaches the handler, the hostile ones its checks. */
const dictionary: Dictionary = {
  vendor: () => VENDOR,
  vassalage: () => VENDOR,
  sessionId: () => vendorSession.sessionId,
  playerId: () => vendorSession.playerId,
  gameCode: () => SLOT,
  gameId: () => SLOT,
  nodeId: () => nodeId,
  currency: () => vendorSession.currency,
  timestamp: () => Math.floor(Date.now() / 1000),
  transactionId: () => `tx-${randomUUID()}`,
  referenceTransactionId: () => `tx-${randomUUID()}`,
  roundId: () => `round-${randomUUID()}`,
  requestId: () => randomUUID(),
  amount: () => '1.00',
  stake: () => '1.00',
  password: () => 'fuzz1234',
};

beforeAll(async () => {
  t = await createTestApp({ houseVendor: true });
  ({ secret: vendorSecret } = await registerTestVendor(t.services, {
    vassalage: VENDOR,
    categories: ['RNG'],
    games: [testGame(SLOT, { gameType: 'RNG', supportsTrial: true })],
  }));
  await newMember();
  await newStaff();
  savedSettings = await Promise.all(settings().map(async ([read]) => JSON.stringify(await read())));
  document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<OpenApiDocument>();
});
afterAll(async () => {
  await t.close();
});

let requests = 0;
/** Each request from its own address, so the per-address limits do not end the walk early. */
const nextAddress = () => `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`;

const isSigned = (endpoint: Endpoint) =>
  (endpoint.operation.parameters ?? []).some(
    (parameter) => parameter.in === 'header' && parameter.name === 'x-signature',
  );

const sendCase = async (endpoint: Endpoint, fuzzCase: FuzzCase, own: string | undefined) => {
  const headers: Record<string, string> = { language: 'EN', ...fuzzCase.headers };
  const authorization =
    fuzzCase.auth === 'own' ? own : fuzzCase.auth === 'none' ? undefined : fuzzCase.auth.forged;
  if (authorization !== undefined) headers.authorization = authorization;
  // A vendor call's credential is its signature: valid, missing or forged like a token.
  if (isSigned(endpoint) && fuzzCase.auth !== 'none') {
    headers['x-signature'] =
      fuzzCase.auth === 'own' ? signVendorBody(vendorSecret, fuzzCase.payload ?? '') : fuzzCase.auth.forged;
  }
  const inject = async (extra: Record<string, string>, payload: string | undefined) => {
    requests += 1;
    return t.app.inject({
      method: fuzzCase.method,
      url: fuzzCase.url,
      headers: { ...headers, ...extra },
      remoteAddress: nextAddress(),
      ...(payload === undefined ? {} : { payload }),
    });
  };
  let response = await inject({}, fuzzCase.payload);
  // An encrypted call refuses a plain body: the same value, sealed as the web client seals it.
  if (
    fuzzCase.value !== undefined &&
    response.statusCode === 400 &&
    response.body.includes('encryption_required')
  ) {
    const sealed = await t.encrypted(fuzzCase.value);
    response = await inject(
      { ...sealed.headers, 'content-type': 'application/json' },
      JSON.stringify(sealed.payload),
    );
  }
  return response;
};

/** The credentials an operation takes: the first of member, staff, house session that is not refused as unknown. */
const credentialFor = async (endpoint: Endpoint, plausible: FuzzCase) => {
  for (const candidate of [credentials.member, credentials.staff, credentials.house]) {
    const response = await sendCase(endpoint, plausible, candidate);
    if (response.statusCode !== 401) return candidate;
  }
  return credentials.member;
};

it('answers every operation of the OpenAPI document, whatever it is sent, in the envelope and never with a 5xx', async ({
  annotate,
}) => {
  const started = Date.now();
  const endpoints = endpointsOf(document);
  expect(endpoints.length).toBeGreaterThan(150);
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  for (const endpoint of endpoints) {
    const cases = casesOf(document, endpoint, dictionary);
    const [plausible] = cases;
    if (!plausible) continue;
    const own = await credentialFor(endpoint, plausible);
    for (const fuzzCase of cases) {
      let problem: string | undefined;
      let body = '';
      try {
        const response = await sendCase(endpoint, fuzzCase, own);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        body = response.body;
        if (process.env.FUZZ_LOG) {
          const entry = {
            op: `${endpoint.method} ${endpoint.path}`,
            case: fuzzCase.name,
            status: response.statusCode,
          };
          appendFileSync(process.env.FUZZ_LOG, `${JSON.stringify({ ...entry, body: body.slice(0, 200) })}\n`);
        }
        problem = problemOf(endpoint, {
          method: fuzzCase.method,
          status: response.statusCode,
          contentType: String(response.headers['content-type'] ?? ''),
          body,
        });
      } catch (error) {
        problem = `the request failed: ${String(error)}`;
      }
      if (problem) {
        failures.push(
          `${endpoint.method} ${endpoint.path} [${fuzzCase.name}]: ${problem} ${body.slice(0, 160)}`,
        );
      }
    }
    if (endpoint.method !== 'GET') await restoreSettings();
    await renewCredentials();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const histogram = [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  await annotate(`${endpoints.length} operations, ${requests} requests in ${seconds} s (${histogram})`);
  expect(failures.slice(0, 100), `${failures.length} answers were a 5xx or outside the envelope`).toEqual([]);
}, 300_000);
