import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  MEMBER_TYPE,
  type AnnouncementAdmin,
  type AnnouncementAudience,
  type AnnouncementInput,
  type AnnouncementPage,
  type Notices,
} from '@platform/contract';
import { createTestApp, openTrialSession, type TestApp } from '../../testing/index.ts';
import { login, send } from '../../testing/requests.ts';
import { createStaffAndLogin } from '../../testing/console.ts';
import { members } from '../members/tables.ts';

let t: TestApp;
let editor: string;
let admin: string;
const tokens: Record<'member' | 'agent' | 'downAgent' | 'trial', string> = {
  member: '',
  agent: '',
  downAgent: '',
  trial: '',
};

const AUDIENCES: AnnouncementAudience[] = ['ALL', 'MEMBERS', 'AGENTS'];
/** Ours are told apart from the demo's by this prefix. */
const PREFIX = 'Audience test';

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaffAndLogin(t, 'audienceeditor', 'CONTENT');
  admin = await createStaffAndLogin(t, 'audienceadmin', 'ADMIN');
  const token = async (username: string, portal?: 'AGENT') =>
    (await login(t, { username, password: 'demo1234', ...(portal && { portal }) })).body.value.token;
  tokens.member = await token('demomember');
  tokens.agent = await token('demoagent', 'AGENT');
  tokens.trial = await openTrialSession(t.services, t.db, 'audiencetrial');
  // A member of the demo agent's team, made an agent in the last test.
  tokens.downAgent = await token('demodown1');
});
afterAll(async () => {
  await t.close();
});

const announcement = (audience: AnnouncementAudience, extra: Partial<AnnouncementInput> = {}) => ({
  title: { JA: `${PREFIX} ${audience}（日本語）`, EN: `${PREFIX} ${audience}` },
  content: { JA: `<p>${audience}</p>`, EN: `<p>${audience}</p>` },
  audience,
  ...extra,
});

const titlesFor = async (token?: string) => {
  const answer = await send<AnnouncementPage>(t, {
    method: 'GET',
    url: '/wps/relay/announcements?pageSize=100&language=EN',
    ...(token !== undefined && { token }),
  });
  expect(answer.status).toBe(200);
  return answer.body.value.list.map(({ title }) => title).filter((title) => title.startsWith(PREFIX));
};

const promotionTitlesFor = async (token?: string) => {
  const answer = await send<Notices>(t, {
    method: 'GET',
    url: '/wps/relay/notices?types=PR&language=EN',
    ...(token !== undefined && { token }),
  });
  return (answer.body.value.promotions ?? [])
    .map(({ title }) => title)
    .filter((title) => title.startsWith(PREFIX));
};

describe('announcement audiences', () => {
  it('are chosen in the console, audited, and refused when unknown', async () => {
    const created = await send<AnnouncementAdmin>(t, {
      method: 'POST',
      url: '/console-api/content/announcements',
      token: editor,
      payload: announcement('AGENTS', { title: { JA: '下書き', EN: 'Draft' }, enabled: false }),
    });
    expect(created.status).toBe(200);
    expect(created.body.value.audience).toBe('AGENTS');
    const { id } = created.body.value;

    const edited = await send<AnnouncementAdmin>(t, {
      method: 'PUT',
      url: `/console-api/content/announcements/${id}`,
      token: editor,
      payload: announcement('MEMBERS', { title: { JA: '下書き', EN: 'Draft' }, enabled: false }),
    });
    expect(edited.body.value.audience).toBe('MEMBERS');
    // Left out, the audience is everyone's.
    const withoutAudience: Partial<ReturnType<typeof announcement>> = announcement('ALL', { enabled: false });
    delete withoutAudience.audience;
    const plain = await send<AnnouncementAdmin>(t, {
      method: 'PUT',
      url: `/console-api/content/announcements/${id}`,
      token: editor,
      payload: withoutAudience,
    });
    expect(plain.body.value.audience).toBe('ALL');

    const bad = await send(t, {
      method: 'POST',
      url: '/console-api/content/announcements',
      token: editor,
      payload: { ...announcement('ALL'), audience: 'VISITORS' },
    });
    expect([bad.status, bad.body]).toMatchObject([422, { errorCode: 'validation_failed' }]);

    const audit = await send<{ list: { action: string; before: unknown; after: unknown }[] }>(t, {
      method: 'GET',
      url: `/console-api/audit?targetType=announcement&targetId=${id}`,
      token: admin,
    });
    expect(audit.body.value.list.map(({ action }) => action).sort()).toEqual([
      'content.create',
      'content.update',
      'content.update',
    ]);
    const update = audit.body.value.list.find(
      (entry) =>
        entry.action === 'content.update' && (entry.before as { audience: string }).audience === 'AGENTS',
    );
    expect(update?.after).toMatchObject({ audience: 'MEMBERS' });

    await send(t, { method: 'DELETE', url: `/console-api/content/announcements/${id}`, token: editor });
  });

  it('show each caller its own: visitor and trial everyone, member members, agent agents', async () => {
    for (const audience of AUDIENCES) {
      const answer = await send(t, {
        method: 'POST',
        url: '/console-api/content/announcements',
        token: editor,
        payload: announcement(audience, { promotionType: 'EVENT' }),
      });
      expect(answer.status).toBe(200);
    }
    const expected = {
      visitor: ['ALL'],
      trial: ['ALL'],
      member: ['ALL', 'MEMBERS'],
      agent: ['ALL', 'AGENTS'],
      // A stale token reads as a visitor.
      stale: ['ALL'],
    };
    const callers = {
      visitor: undefined,
      trial: tokens.trial,
      member: tokens.member,
      agent: tokens.agent,
      stale: 'not-a-live-token',
    };
    for (const [caller, audiences] of Object.entries(expected)) {
      const token = callers[caller as keyof typeof callers];
      const want = audiences.map((audience) => `${PREFIX} ${audience}`).sort();
      expect([caller, (await titlesFor(token)).sort()]).toEqual([caller, want]);
      // The promotions of the notices follow the same rule.
      expect([caller, (await promotionTitlesFor(token)).sort()]).toEqual([caller, want]);
    }
  });

  it('follow the account as it is now: a member made an agent reads the agents’ ones', async () => {
    const before = await titlesFor(tokens.downAgent);
    expect(before).toContain(`${PREFIX} MEMBERS`);
    expect(before).not.toContain(`${PREFIX} AGENTS`);

    // The operator's agent tree makes the downline an agent (as its console page does).
    await t.db.update(members).set({ type: MEMBER_TYPE.AGENT }).where(eq(members.username, 'demodown1'));

    const after = await titlesFor(tokens.downAgent);
    expect(after).toContain(`${PREFIX} AGENTS`);
    expect(after).not.toContain(`${PREFIX} MEMBERS`);
  });
});
