import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LoginResult, SocialIdentity } from '@platform/contract';
import {
  createTestApp,
  createTestMember,
  openTrialSession,
  startTestOidcProvider,
  type TestApp,
  type TestOidcAccount,
  type TestOidcProvider,
} from '../../../testing/index.ts';
import { solvedCaptcha, login, send } from '../../../testing/requests.ts';
import { sha256 } from '../../../platform/crypto/tokens.ts';
import { DEMO_ACCOUNTS, DEMO_AFFILIATE_CODE } from '../../../seed/demo.ts';
import { loginHistory, memberIdentities, oauthStates, socialTickets } from '../tables.ts';

/** The host the browser uses; the provider accepts any port of it (loopback redirect URIs). */
const HOST = '127.0.0.1:3000';

let op: TestOidcProvider;
let t: TestApp;
beforeAll(async () => {
  op = await startTestOidcProvider({
    clients: [
      { id: 'line', name: 'LINE' },
      { id: 'google', name: 'Google' },
    ],
  });
  t = await createTestApp({ social: op.providers });
});
afterAll(async () => {
  await t.close();
  await op.close();
});

const start = (provider: string, options: { intent?: 'LOGIN' | 'LINK'; token?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/wps/oauth/${provider}/start`,
    headers: { host: HOST, language: 'EN', ...(options.token ? { authorization: options.token } : {}) },
    payload: { intent: options.intent ?? 'LOGIN' },
  });

/** The `name=value` of the state cookie a start answer sets, as the browser sends it back. */
const stateCookieOf = (answer: { headers: Record<string, unknown> }): string =>
  String(answer.headers['set-cookie']).split(';')[0] ?? '';

/** A browser's way back from the provider: the callback URL and the cookie its start left. */
interface Return {
  callbackUrl: string;
  cookie: string;
}

/** The browser arriving back from the provider: answers where the platform sends it next. */
const arrive = async ({ callbackUrl, cookie }: Return): Promise<URL> => {
  const url = new URL(callbackUrl);
  const answer = await t.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: { host: url.host, cookie },
  });
  expect(answer.statusCode).toBe(302);
  expect(String(answer.headers['set-cookie'])).toMatch(/^oauth_state=; .*Max-Age=0/);
  return new URL(String(answer.headers.location), 'http://web.test');
};

/** Starts a sign-in, signs in at the provider and answers the provider's redirect back. */
const signInAtProvider = async (
  account: TestOidcAccount,
  options: { provider?: string; intent?: 'LOGIN' | 'LINK'; token?: string } = {},
): Promise<Return> => {
  const started = await start(options.provider ?? 'line', options);
  expect(started.statusCode).toBe(200);
  const { url } = started.json<{ value: { url: string } }>().value;
  return { callbackUrl: await op.signIn(url, account), cookie: stateCookieOf(started) };
};

/** The whole round trip of a LOGIN: the ticket the `/oauth` page receives. */
const ticketFor = async (account: TestOidcAccount, provider = 'line'): Promise<string> => {
  const landing = await arrive(await signInAtProvider(account, { provider }));
  expect(landing.pathname).toBe('/oauth');
  const ticket = landing.searchParams.get('ticket');
  if (ticket === null) throw new Error(`no ticket in ${landing.href}`);
  return ticket;
};

const socialLogin = (ticket: string) =>
  send<LoginResult | SocialIdentity>(t, {
    method: 'POST',
    url: '/wps/session/login/social',
    payload: { ticket },
    language: 'EN',
  });

const linkWithPassword = (ticket: string, username: string, password: string) =>
  send<LoginResult>(t, {
    method: 'POST',
    url: '/wps/session/login/social/link',
    payload: { ticket, username, password },
    encrypt: true,
    language: 'EN',
  });

const registerWith = (ticket: string, extra: Record<string, unknown> = {}) =>
  send<LoginResult>(t, {
    method: 'POST',
    url: '/wps/session/login/social/register',
    payload: { ticket, terms: true, ...extra },
    language: 'EN',
  });

/** A member and a live session of theirs (the captcha answered in case an earlier test failed a login here). */
const memberWithSession = async (username: string, password = 'secret123') => {
  const member = await createTestMember(t.services, { username, password });
  const answer = await login(t, {
    username,
    password,
    ...(await solvedCaptcha(t)),
  });
  expect(answer.status).toBe(200);
  return { member, token: answer.body.value.token };
};

const identitiesOf = (memberId: number) =>
  t.db.select().from(memberIdentities).where(eq(memberIdentities.memberId, memberId));

describe('providers and start', () => {
  it('lists the configured providers by id and name only', async () => {
    const answer = await send(t, { method: 'GET', url: '/wps/oauth/providers' });
    expect(answer.body.value).toEqual([
      { id: 'line', name: 'LINE' },
      { id: 'google', name: 'Google' },
    ]);
  });

  it('answers 404 for a provider that is not configured, and lands a callback for it on the error page', async () => {
    const answer = await start('facebook');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ success: false, errorCode: 'not_found' });
    const landing = await arrive({
      callbackUrl: `http://${HOST}/wps/oauth/facebook/callback?code=abc&state=def`,
      cookie: 'oauth_state=def',
    });
    expect(`${landing.pathname}${landing.search}`).toBe('/oauth?error=social_login_failed');
  });

  it('sends the browser to the provider with PKCE S256, a nonce and a state kept only as its hash', async () => {
    const answer = await start('line');
    const url = new URL(answer.json<{ value: { url: string } }>().value.url);
    expect(url.origin).toBe(op.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(`http://${HOST}/wps/oauth/line/callback`);
    expect(url.searchParams.get('client_id')).toBe('line-client');
    const state = url.searchParams.get('state') ?? '';
    const nonce = url.searchParams.get('nonce') ?? '';
    expect(state.length).toBeGreaterThan(20);
    expect(String(answer.headers['set-cookie'])).toBe(
      `oauth_state=${state}; Path=/wps/oauth/line/callback; Max-Age=600; HttpOnly; SameSite=Lax`,
    );
    const [row] = await t.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.stateHash, sha256(state)));
    expect(row).toMatchObject({ provider: 'line', intent: 'LOGIN', memberId: null, nonce });
    expect(await t.db.select().from(oauthStates).where(eq(oauthStates.stateHash, state))).toEqual([]);
  });

  it('needs a real member session to link', async () => {
    const anonymous = await start('line', { intent: 'LINK' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ errorCode: 'not_logged_in' });
    const trial = await start('line', {
      intent: 'LINK',
      token: await openTrialSession(t.services, t.db, 'socialtrial'),
    });
    expect(trial.json()).toMatchObject({ errorCode: 'in_need_true_account' });
  });
});

describe('callback', () => {
  it('refuses a changed state, then accepts the real one once; a replay is refused', async () => {
    const back = await signInAtProvider({ email: 'replay@example.com' });
    const forged = new URL(back.callbackUrl);
    forged.searchParams.set('state', 'forged-state-value');
    const refused = await arrive({ callbackUrl: forged.href, cookie: 'oauth_state=forged-state-value' });
    expect(`${refused.pathname}${refused.search}`).toBe('/oauth?error=social_login_failed');

    const accepted = await arrive(back);
    expect(accepted.pathname).toBe('/oauth');
    expect(accepted.searchParams.get('ticket')).toMatch(/^[\w-]{40,}$/);

    const replayed = await arrive(back);
    expect(`${replayed.pathname}${replayed.search}`).toBe('/oauth?error=social_login_failed');
  });

  it('refuses the way back in a browser other than the one that started', async () => {
    const back = await signInAtProvider({ email: 'carried@example.com' });
    const elsewhere = await arrive({ callbackUrl: back.callbackUrl, cookie: '' });
    expect(elsewhere.searchParams.get('error')).toBe('social_login_failed');
    const otherBrowser = stateCookieOf(await start('line'));
    const mixed = await arrive({ callbackUrl: back.callbackUrl, cookie: otherBrowser });
    expect(mixed.searchParams.get('error')).toBe('social_login_failed');

    const own = await arrive(back);
    expect(own.searchParams.get('ticket')).not.toBeNull();
  });

  it('refuses a state made for another provider', async () => {
    const back = await signInAtProvider({ email: 'crossed@example.com' }, { provider: 'line' });
    const callbackUrl = new URL(back.callbackUrl);
    callbackUrl.pathname = '/wps/oauth/google/callback';
    const landing = await arrive({ callbackUrl: callbackUrl.href, cookie: back.cookie });
    expect(landing.searchParams.get('error')).toBe('social_login_failed');
  });

  it('lands a denied or broken authorization response on the error page', async () => {
    const started = await start('line');
    const state =
      new URL(started.json<{ value: { url: string } }>().value.url).searchParams.get('state') ?? '';
    const denied = await arrive({
      callbackUrl: `http://${HOST}/wps/oauth/line/callback?error=access_denied&state=${state}&iss=${encodeURIComponent(op.issuer)}`,
      cookie: stateCookieOf(started),
    });
    expect(denied.searchParams.get('error')).toBe('social_login_failed');
    const bare = await arrive({ callbackUrl: `http://${HOST}/wps/oauth/line/callback`, cookie: '' });
    expect(bare.searchParams.get('error')).toBe('social_login_failed');
  });
});

describe('login with a ticket', () => {
  it('answers who signed in when nothing is linked, and keeps the ticket usable', async () => {
    const ticket = await ticketFor({ email: 'Unlinked.Person@example.com', name: 'Unlinked Person' });
    const first = await socialLogin(ticket);
    expect(first.status).toBe(404);
    expect(first.body).toMatchObject({
      success: false,
      errorCode: 'social_account_not_linked',
      value: {
        ticket,
        provider: 'line',
        providerName: 'LINE',
        email: 'Unlinked.Person@example.com',
        name: 'Unlinked Person',
      },
    });
    const again = await socialLogin(ticket);
    expect(again.body.errorCode).toBe('social_account_not_linked');
  });

  it('does not pass on an email the provider does not vouch for', async () => {
    const ticket = await ticketFor({ email: 'unverified@example.com', name: 'Maybe', emailVerified: false });
    const answer = await socialLogin(ticket);
    expect(answer.body.value).toMatchObject({ email: null, name: 'Maybe' });
  });

  it('links an existing account by its password (a wrong one counts toward the lockout), then logs in with the provider alone', async () => {
    const member = await createTestMember(t.services, { username: 'linkme1', password: 'secret123' });
    const ticket = await ticketFor({ email: 'linkme1@example.com' });

    const wrong = await linkWithPassword(ticket, 'linkme1', 'wrong999');
    expect(wrong.status).toBe(401);
    expect(wrong.body.errorCode).toBe('login_failed');
    expect((await t.services.members.findById(member.id))?.failedLoginCount).toBe(1);

    const linked = await linkWithPassword(ticket, 'linkme1', 'secret123');
    expect(linked.status).toBe(200);
    expect(linked.body.value).toMatchObject({ username: 'linkme1', isAgent: false, isTrial: false });
    const info = await send(t, { method: 'GET', url: '/wps/member/info', token: linked.body.value.token });
    expect(info.body.value).toMatchObject({ account: 'linkme1' });
    expect(await identitiesOf(member.id)).toMatchObject([
      { provider: 'line', subject: op.subjectOf('linkme1@example.com'), email: 'linkme1@example.com' },
    ]);

    const reused = await socialLogin(ticket);
    expect(reused.body.errorCode).toBe('social_login_failed');
    const relinked = await linkWithPassword(ticket, 'linkme1', 'secret123');
    expect(relinked.body.errorCode).toBe('social_login_failed');

    const nextTicket = await ticketFor({ email: 'linkme1@example.com' });
    const next = await socialLogin(nextTicket);
    expect(next.status).toBe(200);
    expect(next.body.value).toMatchObject({ username: 'linkme1', firstTimeLogin: false });
    const methods = await t.db
      .select({ method: loginHistory.method })
      .from(loginHistory)
      .where(and(eq(loginHistory.memberId, member.id), eq(loginHistory.success, true)));
    expect(methods.map((row) => row.method)).toEqual(['SOCIAL', 'SOCIAL']);
    expect((await socialLogin(nextTicket)).body.errorCode).toBe('social_login_failed');
  });

  it('locks the account on the fifth wrong password through the link form', async () => {
    const member = await createTestMember(t.services, { username: 'linklock1', password: 'secret123' });
    const ticket = await ticketFor({ email: 'linklock1@example.com' });
    for (let attempt = 1; attempt < 5; attempt += 1) {
      expect((await linkWithPassword(ticket, 'linklock1', 'wrong999')).body.errorCode).toBe('login_failed');
    }
    expect((await linkWithPassword(ticket, 'linklock1', 'wrong999')).body.errorCode).toBe('account_locked');
    expect((await linkWithPassword(ticket, 'linklock1', 'secret123')).body.errorCode).toBe('account_locked');
    expect(await identitiesOf(member.id)).toEqual([]);
  });

  it('refuses a locked linked account like the password login', async () => {
    const { member, token } = await memberWithSession('sociallock1');
    const landing = await arrive(
      await signInAtProvider({ email: 'sociallock1@example.com' }, { intent: 'LINK', token }),
    );
    expect(landing.pathname).toBe('/member/securityCenter');
    for (let attempt = 0; attempt < 5; attempt += 1) await t.services.members.recordWrongPassword(member);
    const answer = await socialLogin(await ticketFor({ email: 'sociallock1@example.com' }));
    expect(answer.status).toBe(423);
    expect(answer.body.errorCode).toBe('account_locked');
  });

  it('refuses an expired ticket', async () => {
    const ticket = await ticketFor({ email: 'expired@example.com' });
    await t.db
      .update(socialTickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(socialTickets.ticketHash, sha256(ticket)));
    expect((await socialLogin(ticket)).body.errorCode).toBe('social_login_failed');
    expect((await socialLogin('not-a-ticket')).body.errorCode).toBe('social_login_failed');
  });
});

describe('registration with a ticket', () => {
  it('needs the terms, then creates a member named after the email, with the verified email, and logs in', async () => {
    const ticket = await ticketFor({ email: 'Hanako.Sato@example.com', name: 'Hanako' });
    const noTerms = await registerWith(ticket, { terms: false });
    expect(noTerms.status).toBe(422);
    expect(noTerms.body.value).toEqual({ fields: { terms: 'not empty?' } });

    const answer = await registerWith(ticket, {
      affiliateCode: DEMO_AFFILIATE_CODE,
      referralCode: 'FRIEND7',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ username: 'hanakosato', firstTimeLogin: true, isAgent: false });
    const member = await t.services.members.findByUsername('hanakosato');
    const agent = await t.services.members.findByUsername(DEMO_ACCOUNTS.agent);
    expect(member).toMatchObject({
      type: 0,
      email: 'Hanako.Sato@example.com',
      parentId: agent?.id,
      registeredWithReferralCode: 'FRIEND7',
    });
    expect(member?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await identitiesOf(member?.id ?? 0)).toMatchObject([{ provider: 'line' }]);
    const balance = await send(t, {
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      token: answer.body.value.token,
    });
    expect(balance.body.value).toMatchObject({ balance: '0.00' });

    expect((await registerWith(ticket)).body.errorCode).toBe('social_login_failed');
  });

  it('adds digits to a taken username and keeps an unverified email out', async () => {
    const ticket = await ticketFor({
      email: 'hanako.sato@other.example',
      emailVerified: false,
      name: 'Hanako Sato',
    });
    const answer = await registerWith(ticket);
    expect(answer.status).toBe(200);
    expect(answer.body.value.username).toMatch(/^hanakosato\d{4}$/);
    expect((await t.services.members.findByUsername(answer.body.value.username))?.email).toBeNull();
  });

  it('makes a username of the rule from a name without letters it can use', async () => {
    const ticket = await ticketFor({ email: '12345@example.jp', emailVerified: false, name: '山田' });
    const answer = await registerWith(ticket);
    expect(answer.body.value.username).toMatch(/^m\d{4,}$/);
    expect(answer.body.value.username.length).toBeLessThanOrEqual(16);
  });

  it('refuses an unknown affiliate code and keeps the ticket', async () => {
    const ticket = await ticketFor({ email: 'affiliate.try@example.com' });
    expect((await registerWith(ticket, { affiliateCode: 'NOSUCHCODE' })).body.errorCode).toBe(
      'invitation_code_error',
    );
    expect((await registerWith(ticket)).status).toBe(200);
  });
});

describe('linking from the security centre', () => {
  it('links the signed-in member and refuses the same subject for another member', async () => {
    const first = await memberWithSession('linkowner1');
    const landing = await arrive(
      await signInAtProvider({ email: 'shared@example.com' }, { intent: 'LINK', token: first.token }),
    );
    expect(`${landing.pathname}${landing.search}`).toBe('/member/securityCenter?linked=line');
    expect(await identitiesOf(first.member.id)).toMatchObject([
      { provider: 'line', subject: op.subjectOf('shared@example.com') },
    ]);

    const second = await memberWithSession('linkother1');
    const refused = await arrive(
      await signInAtProvider({ email: 'shared@example.com' }, { intent: 'LINK', token: second.token }),
    );
    expect(`${refused.pathname}${refused.search}`).toBe('/oauth?error=social_account_linked_elsewhere');
    expect(await identitiesOf(second.member.id)).toEqual([]);

    // A ticket for a linked subject logs its owner in; linking or registering it again is refused.
    const ticket = await ticketFor({ email: 'shared@example.com' });
    const linkElsewhere = await linkWithPassword(ticket, 'linkother1', 'secret123');
    expect(linkElsewhere.status).toBe(409);
    expect(linkElsewhere.body.errorCode).toBe('social_account_linked_elsewhere');
    expect((await registerWith(ticket)).body.errorCode).toBe('social_account_linked_elsewhere');
    expect((await socialLogin(ticket)).body.value).toMatchObject({ username: 'linkowner1' });
  });

  it('keeps the two providers apart: a link at one is not a link at the other', async () => {
    const { member, token } = await memberWithSession('twoproviders1');
    const line = await arrive(
      await signInAtProvider({ email: 'both@example.com' }, { intent: 'LINK', token }),
    );
    expect(line.searchParams.get('linked')).toBe('line');

    const googleTicket = await ticketFor({ email: 'both@example.com' }, 'google');
    const answer = await socialLogin(googleTicket);
    expect(answer.body).toMatchObject({
      errorCode: 'social_account_not_linked',
      value: { provider: 'google', providerName: 'Google', email: 'both@example.com' },
    });
    const google = await arrive(
      await signInAtProvider({ email: 'both@example.com' }, { provider: 'google', intent: 'LINK', token }),
    );
    expect(google.searchParams.get('linked')).toBe('google');
    const providers = (await identitiesOf(member.id)).map((row) => row.provider).sort();
    expect(providers).toEqual(['google', 'line']);
    expect((await socialLogin(googleTicket)).body.value).toMatchObject({ username: 'twoproviders1' });
  });
});
