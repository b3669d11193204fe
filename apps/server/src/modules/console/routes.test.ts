import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { ROLE_PERMISSIONS, STAFF_ENDPOINTS, STAFF_ROLES, WRONG_PASSWORD_LIMIT } from '@platform/contract';
import { createTestApp, createTestMember, merchantToday, type TestApp } from '../../testing/index.ts';
import { login, send, solvedCaptcha } from '../../testing/requests.ts';
import { createStaffAndLogin, staffLogin } from '../../testing/console.ts';
import { staffSessions } from './tables.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffLogin(t, 'demoadmin', 'demo1234');
});
afterAll(async () => {
  await t.close();
});

const consoleCall = <T = unknown>(
  token: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  send<T>(t, {
    method,
    url,
    language: 'EN',
    ...(token ? { token } : {}),
    ...(payload === undefined ? {} : { payload }),
  });

const auditFor = async (action: string, targetId: string | number) => {
  const answer = await consoleCall<{
    list: { action: string; before: unknown; after: unknown; staffUsername: string; ip: string }[];
  }>(admin, 'GET', `/console-api/audit?action=${action}&targetId=${targetId}`);
  return answer.body.value.list;
};

describe('staff sign-in with TOTP', () => {
  it('enrols TOTP with a QR code on first login, then asks for a code', async () => {
    await t.services.staff.createStaff({
      username: 'newadmin',
      password: 'adminpass123',
      role: 'ADMIN',
      mustChangePassword: false,
    });
    const first = await consoleCall<{
      stage: string;
      challenge: string;
      secret: string;
      qrCode: string;
      otpauthUrl: string;
    }>(undefined, 'POST', '/console-api/auth/login', { username: 'newadmin', password: 'adminpass123' });
    expect(first.body.value.stage).toBe('ENROL');
    expect(first.body.value.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(first.body.value.otpauthUrl).toContain(`secret=${first.body.value.secret}`);

    const wrong = await consoleCall(undefined, 'POST', '/console-api/auth/totp', {
      challenge: first.body.value.challenge,
      code: '000000',
    });
    expect(wrong.body.errorCode).toBe('totp_invalid');
    const code = await generate({ secret: first.body.value.secret });
    const session = await consoleCall<{ token: string; staff: { role: string } }>(
      undefined,
      'POST',
      '/console-api/auth/totp',
      {
        challenge: first.body.value.challenge,
        code,
      },
    );
    expect(session.status).toBe(200);
    expect(session.body.value.staff.role).toBe('ADMIN');

    // The challenge is spent, and the same code is never accepted twice.
    const again = await consoleCall(undefined, 'POST', '/console-api/auth/totp', {
      challenge: first.body.value.challenge,
      code,
    });
    expect(again.body.errorCode).toBe('challenge_expired');
    const second = await consoleCall<{ stage: string; challenge: string }>(
      undefined,
      'POST',
      '/console-api/auth/login',
      {
        username: 'newadmin',
        password: 'adminpass123',
      },
    );
    expect(second.body.value.stage).toBe('VERIFY');
    const replay = await consoleCall(undefined, 'POST', '/console-api/auth/totp', {
      challenge: second.body.value.challenge,
      code,
    });
    expect(replay.body.errorCode).toBe('totp_invalid');

    const staffId = (await t.services.staff.findByUsername('newadmin'))?.id ?? 0;
    const [entry] = await auditFor('staff.totp_enrol', staffId);
    expect(entry).toMatchObject({
      staffUsername: 'newadmin',
      before: { totpEnrolled: false },
      after: { totpEnrolled: true },
    });
  });

  it('ends a session after 30 minutes without a request', async () => {
    const token = await createStaffAndLogin(t, 'sleepy', 'SUPPORT');
    expect((await consoleCall(token, 'GET', '/console-api/auth/me')).status).toBe(200);
    await t.db.execute(sql`update staff_sessions set expires_at = now() - interval '1 second'
      where staff_id = (select id from staff where username = 'sleepy')`);
    expect((await consoleCall(token, 'GET', '/console-api/auth/me')).body.errorCode).toBe('not_logged_in');
  });

  it('makes staff created by an administrator change their password first', async () => {
    const created = await consoleCall<{ id: number }>(admin, 'POST', '/console-api/staff', {
      username: 'freshsupport',
      password: 'initialpass1',
      role: 'SUPPORT',
    });
    expect(created.status).toBe(200);
    const token = await staffLogin(t, 'freshsupport', 'initialpass1');
    expect((await consoleCall(token, 'GET', '/console-api/members')).body.errorCode).toBe(
      'password_change_required',
    );
    const changed = await consoleCall(token, 'POST', '/console-api/auth/password', {
      oldPassword: 'initialpass1',
      newPassword: 'betterpass22',
      confirmNewPassword: 'betterpass22',
    });
    expect(changed.status).toBe(200);
    expect((await consoleCall(token, 'GET', '/console-api/members')).status).toBe(200);
  });
});

describe('permission matrix', () => {
  it('lets every role reach exactly the endpoints its permissions name, and no member token reaches any', async () => {
    const memberId = (await createTestMember(t.services, { username: 'matrixman', password: 'matrix123' }))
      .id;
    await t.services.staff.createStaff({
      username: 'matrixtarget',
      password: 'targetpass123',
      role: 'CONTENT',
      mustChangePassword: false,
    });
    const targetStaffId = (await t.services.staff.findByUsername('matrixtarget'))?.id ?? 0;
    const memberToken = (await login(t, { username: 'demodown1', password: 'demo1234' })).body.value.token;
    // Logging out ends the token the rest of the walk needs, so it goes last.
    const endpoints = [...STAFF_ENDPOINTS].sort(
      (a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')),
    );
    expect(endpoints.length).toBeGreaterThan(20);

    const outcomes: string[] = [];
    for (const role of STAFF_ROLES) {
      const token = await createStaffAndLogin(t, `matrix_${role.toLowerCase()}`, role);
      for (const endpoint of endpoints) {
        const url = endpoint.path.replace(
          ':id',
          String(endpoint.path.includes('/staff/') ? targetStaffId : memberId),
        );
        const answer = await consoleCall(
          token,
          endpoint.method,
          url,
          endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : {},
        );
        const allowed = endpoint.permission === null || ROLE_PERMISSIONS[role].includes(endpoint.permission);
        const forbidden = answer.status === 403 && answer.body.errorCode === 'forbidden';
        if (allowed === forbidden || answer.status === 401 || answer.status >= 500) {
          outcomes.push(
            `${role} ${endpoint.method} ${endpoint.path}: ${answer.status} ${answer.body.errorCode ?? ''}`,
          );
        }
      }
    }
    for (const endpoint of endpoints) {
      const url = endpoint.path.replace(':id', String(memberId));
      const asMember = await consoleCall(
        memberToken,
        endpoint.method,
        url,
        endpoint.method === 'GET' ? undefined : {},
      );
      const anonymous = await consoleCall(
        undefined,
        endpoint.method,
        url,
        endpoint.method === 'GET' ? undefined : {},
      );
      if (asMember.status !== 401)
        outcomes.push(`member ${endpoint.method} ${endpoint.path}: ${asMember.status}`);
      if (anonymous.status !== 401)
        outcomes.push(`anonymous ${endpoint.method} ${endpoint.path}: ${anonymous.status}`);
    }
    expect(outcomes).toEqual([]);
  });

  it('answers a support user 403 with the envelope on settings', async () => {
    const support = await createStaffAndLogin(t, 'supportone', 'SUPPORT');
    const answer = await consoleCall(support, 'GET', '/console-api/settings/status');
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      success: false,
      errorCode: 'forbidden',
      message: 'You do not have permission for this action.',
    });
  });
});

describe('members', () => {
  it('finds members by account, mobile, email, id, type and registration date', async () => {
    const member = await t.services.members.createMember({
      username: 'findme77',
      passwordHash: 'x',
      type: 0,
      language: 'JA',
      mobileNum: '09011112222',
      email: 'findme@example.com',
    });
    const today = await merchantToday(t.services);
    for (const query of [
      'account=FINDME',
      'mobile=1111222',
      'email=findme@',
      `id=${member.id}`,
      `registeredFrom=${today}&registeredTo=${today}&account=findme`,
    ]) {
      const answer = await consoleCall<{ list: { account: string }[]; total: number }>(
        admin,
        'GET',
        `/console-api/members?${query}`,
      );
      expect(
        answer.body.value.list.map((m) => m.account),
        query,
      ).toEqual(['findme77']);
    }
    const agents = await consoleCall<{ list: { account: string }[] }>(
      admin,
      'GET',
      '/console-api/members?type=1',
    );
    expect(agents.body.value.list.map((m) => m.account)).toEqual(['demoagent']);
    const wildcard = await consoleCall<{ total: number }>(admin, 'GET', '/console-api/members?account=%25');
    expect(wildcard.body.value.total).toBe(0);
    const bad = await consoleCall(admin, 'GET', '/console-api/members?registeredFrom=yesterday&type=1000');
    expect(bad.status).toBe(422);
    expect(bad.body.value).toEqual({ fields: { registeredFrom: 'Invalid value', type: 'Invalid value' } });
  });

  it('locks a member: their login fails with the lock message and sessions end; unlocking restores it', async () => {
    await createTestMember(t.services, { username: 'lockable', password: 'lockable1' });
    const token = (await login(t, { username: 'lockable', password: 'lockable1' })).body.value.token;
    const id = (await t.services.members.findByUsername('lockable'))?.id ?? 0;

    expect((await consoleCall(admin, 'POST', `/console-api/members/${id}/lock`)).status).toBe(200);
    expect((await send(t, { method: 'GET', url: '/wps/member/info', token })).status).toBe(401);
    const refused = await login(t, { username: 'lockable', password: 'lockable1' });
    expect(refused.status).toBe(423);
    expect(refused.body).toMatchObject({
      errorCode: 'account_locked_by_operator',
      message: 'Your account has been locked. Please contact customer service.',
    });

    expect((await consoleCall(admin, 'POST', `/console-api/members/${id}/unlock`)).status).toBe(200);
    expect((await login(t, { username: 'lockable', password: 'lockable1' })).status).toBe(200);

    const [unlock] = await auditFor('member.unlock', id);
    const [lock] = await auditFor('member.lock', id);
    expect(lock).toMatchObject({
      staffUsername: 'demoadmin',
      ip: '127.0.0.1',
      before: { status: 'ACTIVE' },
      after: { status: 'LOCKED', lockReason: 'OPERATOR' },
    });
    expect(unlock).toMatchObject({
      before: { status: 'LOCKED' },
      after: { status: 'ACTIVE', lockReason: null },
    });
  });

  it('unlocks the five-wrong-passwords lock too', async () => {
    await createTestMember(t.services, { username: 'forgetful', password: 'forget123' });
    const member = await t.services.members.findByUsername('forgetful');
    if (!member) throw new Error('forgetful is missing');
    const { id } = member;
    for (let i = 0; i < WRONG_PASSWORD_LIMIT; i += 1) await t.services.members.recordWrongPassword(member);
    const detail = await consoleCall<{ status: string; lockReason: string; failedLoginCount: number }>(
      admin,
      'GET',
      `/console-api/members/${id}`,
    );
    expect(detail.body.value).toMatchObject({
      status: 'LOCKED',
      lockReason: 'WRONG_PASSWORD',
      failedLoginCount: 5,
    });
    await consoleCall(admin, 'POST', `/console-api/members/${id}/unlock`);
    expect((await t.services.members.findById(id))?.failedLoginCount).toBe(0);
  });

  it('resets the password: the temporary one works once and must be changed at login', async () => {
    await createTestMember(t.services, { username: 'resetme', password: 'original1' });
    const id = (await t.services.members.findByUsername('resetme'))?.id ?? 0;
    const reset = await consoleCall<{ temporaryPassword: string }>(
      admin,
      'POST',
      `/console-api/members/${id}/password-reset`,
    );
    const temporary = reset.body.value.temporaryPassword;
    expect(temporary).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{10,20}$/);
    expect((await login(t, { username: 'resetme', password: 'original1' })).body.errorCode).toBe(
      'login_failed',
    );

    const loggedIn = await login(t, {
      username: 'resetme',
      password: temporary,
      ...(await solvedCaptcha(t)),
    });
    expect(loggedIn.body.value).toMatchObject({ passwordExpired: true });
    const token = loggedIn.body.value.token;
    const changed = await send(t, {
      method: 'POST',
      url: '/wps/member/password',
      token,
      encrypt: true,
      payload: { oldPassword: temporary, newPassword: 'brandnew9', confirmNewPassword: 'brandnew9' },
    });
    expect(changed.body).toEqual({ success: true, value: null });
    expect((await send(t, { method: 'GET', url: '/wps/member/info', token })).status).toBe(401);
    const relogin = await login(t, {
      username: 'resetme',
      password: 'brandnew9',
      ...(await solvedCaptcha(t)),
    });
    expect(relogin.body.value).toMatchObject({ passwordExpired: false });
    const [entry] = await auditFor('member.password_reset', id);
    expect(entry).toMatchObject({
      before: { mustChangePassword: false },
      after: { mustChangePassword: true },
    });
    expect(JSON.stringify(entry)).not.toContain(temporary);
  });

  it('turns a member into an agent with an affiliate code, and keeps remarks', async () => {
    await createTestMember(t.services, { username: 'riser', password: 'riser1234' });
    const id = (await t.services.members.findByUsername('riser'))?.id ?? 0;
    expect((await consoleCall(admin, 'PUT', `/console-api/members/${id}/type`, { type: 1 })).status).toBe(
      200,
    );
    expect((await consoleCall(admin, 'PUT', `/console-api/members/${id}/type`, { type: 4 })).status).toBe(
      422,
    );
    expect(
      (await consoleCall(admin, 'PUT', `/console-api/members/${id}/remarks`, { remarks: 'VIP prospect' }))
        .status,
    ).toBe(200);
    const detail = await consoleCall<{ type: number; affiliateCode: string; remarks: string }>(
      admin,
      'GET',
      `/console-api/members/${id}`,
    );
    expect(detail.body.value).toMatchObject({
      type: 1,
      remarks: 'VIP prospect',
    });
    expect(detail.body.value.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);
    // Earlier failures from this IP ask for the captcha (a good login of another account does not lift that).
    const agentLogin = await login(t, {
      username: 'riser',
      password: 'riser1234',
      portal: 'AGENT',
      ...(await solvedCaptcha(t)),
    });
    expect(agentLogin.status).toBe(200);
    expect((await consoleCall(admin, 'GET', '/console-api/members/999999')).body.errorCode).toBe(
      'not_found_entity',
    );
  });
});

describe('site settings', () => {
  it('switches maintenance on and off for visitors without a restart, and audits both', async () => {
    const current = (await consoleCall<Record<string, unknown>>(admin, 'GET', '/console-api/settings/status'))
      .body.value;
    expect(
      (await consoleCall(admin, 'PUT', '/console-api/settings/status', { ...current, status: 1 })).status,
    ).toBe(200);
    expect(
      (await send<{ status: number }>(t, { method: 'GET', url: '/wps/system/status' })).body.value.status,
    ).toBe(1);
    expect((await send(t, { method: 'GET', url: '/wps/captcha' })).status).toBe(503);
    await consoleCall(admin, 'PUT', '/console-api/settings/status', { ...current, status: 0 });
    expect(
      (await send<{ status: number }>(t, { method: 'GET', url: '/wps/system/status' })).body.value.status,
    ).toBe(0);
    const entries = await auditFor('setting.status', 'status');
    expect(
      entries
        .slice(0, 2)
        .map((e) => [(e.before as { status: number }).status, (e.after as { status: number }).status]),
    ).toEqual([
      [1, 0],
      [0, 1],
    ]);
  });

  it('restricts visitors by IP range or country, but never the console', async () => {
    const current = (await consoleCall<{ regionRules: object }>(admin, 'GET', '/console-api/settings/status'))
      .body.value;
    const blocked = { ...current, regionRules: { blockedCountries: [], blockedIpRanges: ['127.0.0.0/8'] } };
    expect((await consoleCall(admin, 'PUT', '/console-api/settings/status', blocked)).status).toBe(200);
    expect(
      (await send<{ status: number }>(t, { method: 'GET', url: '/wps/system/status' })).body.value.status,
    ).toBe(2);
    expect((await send(t, { method: 'GET', url: '/wps/captcha' })).body.errorCode).toBe('info_ip_block');
    expect((await consoleCall(admin, 'GET', '/console-api/members')).status).toBe(200);

    const japan = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      remoteAddress: '133.242.0.1',
    });
    expect(japan.json<{ value: { status: number } }>().value.status).toBe(0);
    await consoleCall(admin, 'PUT', '/console-api/settings/status', {
      ...current,
      regionRules: { blockedCountries: ['jp'], blockedIpRanges: [] },
    });
    const fromJapan = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      remoteAddress: '133.242.0.1',
    });
    expect(fromJapan.json<{ value: { status: number; ip: string } }>().value).toEqual({
      status: 2,
      ip: '133.242.0.1',
    });
    expect(
      (await send<{ status: number }>(t, { method: 'GET', url: '/wps/system/status' })).body.value.status,
    ).toBe(0);

    const invalid = await consoleCall(admin, 'PUT', '/console-api/settings/status', {
      ...current,
      regionRules: { blockedCountries: [], blockedIpRanges: ['300.1.1.1/99'] },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.value).toEqual({
      fields: { blockedIpRanges: 'Invalid value: 300.1.1.1/99' },
    });
    await consoleCall(admin, 'PUT', '/console-api/settings/status', current);
  });

  it('edits switches, register rules, languages and customer service, and visitors see them', async () => {
    const site = (await consoleCall<Record<string, unknown>>(admin, 'GET', '/console-api/settings/site')).body
      .value;
    const entries = [{ csType: 'TELEGRAM', title: 'Telegram', path: 'https://t.me/example' }];
    expect(
      (
        await consoleCall(admin, 'PUT', '/console-api/settings/site', {
          ...site,
          languages: ['EN'],
          defaultLanguage: 'EN',
          customerService: entries,
        })
      ).status,
    ).toBe(200);
    const config = await send<{ languages: string[]; defaultLanguage: string; customerService: unknown[] }>(
      t,
      { method: 'GET', url: '/wps/system/config' },
    );
    expect(config.body.value).toMatchObject({
      languages: ['EN'],
      defaultLanguage: 'EN',
      customerService: entries,
    });
    const badDefault = await consoleCall(admin, 'PUT', '/console-api/settings/site', {
      ...site,
      languages: ['EN'],
      defaultLanguage: 'JA',
    });
    expect(badDefault.body.value).toEqual({ fields: { defaultLanguage: 'Invalid value' } });
    await consoleCall(admin, 'PUT', '/console-api/settings/site', site);

    const rules = (
      await consoleCall<Record<string, Record<string, unknown>>>(
        admin,
        'GET',
        '/console-api/settings/register',
      )
    ).body.value;
    const custom = {
      ...rules,
      username: {
        ...rules.username,
        patternId: 'CUSTOM',
        acceptedPattern: '^[a-z]+$',
        minLength: 5,
        maxLength: 8,
      },
    };
    expect((await consoleCall(admin, 'PUT', '/console-api/settings/register', custom)).status).toBe(200);
    expect(
      (
        await send<{ username: { acceptedPattern: string } }>(t, {
          method: 'GET',
          url: '/wps/system/setting/register',
        })
      ).body.value.username.acceptedPattern,
    ).toBe('^[a-z]+$');
    const broken = await consoleCall(admin, 'PUT', '/console-api/settings/register', {
      ...rules,
      username: { ...rules.username, acceptedPattern: '([a-z' },
    });
    expect(broken.body.value).toEqual({ fields: { username: 'Invalid value' } });
    await consoleCall(admin, 'PUT', '/console-api/settings/register', rules);

    const tree = [
      {
        modId: 'ACCOUNT',
        enabled: true,
        childrenNodes: [{ modId: 'FREE_PLAY', enabled: true, childrenNodes: [] }],
      },
    ];
    expect((await consoleCall(admin, 'PUT', '/console-api/settings/whitelabel', tree)).status).toBe(200);
    expect(
      (await send<{ features: Record<string, boolean> }>(t, { method: 'GET', url: '/wps/system/config' }))
        .body.value.features.FREE_PLAY,
    ).toBe(true);

    const domains = { domains: [{ domain: 'Mirror-One.example.com', isMain: true, remark: 'main' }] };
    expect((await consoleCall(admin, 'PUT', '/console-api/settings/domains', domains)).status).toBe(200);
    expect(
      (await send<{ domains: { domain: string }[] }>(t, { method: 'GET', url: '/wps/system/domainRoute' }))
        .body.value.domains[0]?.domain,
    ).toBe('mirror-one.example.com');
  });
});

describe('audit and outbox', () => {
  it('keeps the audit log append-only, even for direct SQL', async () => {
    await expect(t.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect((await consoleCall(admin, 'DELETE', '/console-api/audit')).status).toBe(404);
    expect((await consoleCall(admin, 'PUT', '/console-api/audit/1', {})).status).toBe(404);
  });

  it('lists the messages the platform sent', async () => {
    await t.services.outbox.send({ channel: 'SMS', recipient: '+819012345678', body: 'Your code is 123456' });
    const answer = await consoleCall<{
      list: { recipient: string; body: string; status: string; provider: string }[];
    }>(admin, 'GET', '/console-api/outbox?channel=SMS');
    expect(answer.body.value.list[0]).toMatchObject({
      recipient: '+819012345678',
      body: 'Your code is 123456',
      status: 'STORED',
      provider: 'outbox',
    });
  });

  it('records staff sessions by their hash only', async () => {
    const hashes = (await t.db.select({ hash: staffSessions.tokenHash }).from(staffSessions)).map(
      (row) => row.hash,
    );
    expect(hashes.length).toBeGreaterThan(0);
    expect(hashes).not.toContain(admin);
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });
});
