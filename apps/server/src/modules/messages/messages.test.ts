import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import {
  INBOX_EVENT,
  type Feedback,
  type FeedbackAdmin,
  type InboxMessage,
  type InboxPage,
  type MemberInfo,
  FEEDBACK_OPEN_PER_DAY,
} from '@platform/contract';
import { createTestApp, createTestMember, openTrialSession, type TestApp } from '../../testing/index.ts';
import { login, send } from '../../testing/requests.ts';
import { createStaffAndLogin } from '../../testing/console.ts';
import { memberMessages } from './tables.ts';

interface Page<T> {
  list: T[];
  total: number;
  totalPages: number;
}

let t: TestApp;
let support: string;
let support2: string;
let contentStaff: string;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  support = await createStaffAndLogin(t, 'feedbacksupport', 'SUPPORT');
  support2 = await createStaffAndLogin(t, 'feedbacksupport2', 'SUPPORT');
  contentStaff = await createStaffAndLogin(t, 'feedbackcontent', 'CONTENT');
  await t.services.system.setContentSetting({ feedbackWords: { min: 3, max: 16 } });
});
afterAll(async () => {
  await t.close();
});

let count = 0;
const newMember = async (language: 'JA' | 'EN' = 'JA') => {
  count += 1;
  const username = `voice${count}`;
  const { id } = await createTestMember(t.services, { username, password: 'voice1234' });
  await t.services.members.setLanguage(id, language);
  const session = await login(t, { username, password: 'voice1234' });
  // Each member writes from an address of their own, so only the test of the per-address limit meets it.
  return { id, username, token: session.body.value.token, ip: `10.0.${count}.1` };
};
type Voice = Awaited<ReturnType<typeof newMember>>;

type Method = 'GET' | 'POST' | 'PUT';
const member = <T>(token: string, method: Method, path: string, payload?: unknown, extra = {}) =>
  send<T>(t, {
    method,
    url: path,
    token,
    language: 'EN',
    ...(payload === undefined ? {} : { payload }),
    ...extra,
  });
const staff = <T>(token: string, method: Method, path: string, payload?: unknown) =>
  send<T>(t, { method, url: path, token, language: 'EN', ...(payload === undefined ? {} : { payload }) });

const submit = (voice: Voice, content: string, questionType = 'DEPOSIT', ip = voice.ip) =>
  member<Feedback>(voice.token, 'PUT', '/wps/feedback', { questionType, content }, { ip });

const connect = (token: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });

describe('feedback from members', () => {
  it('refuses visitors and trial accounts on every feedback and inbox call', async () => {
    const trial = await openTrialSession(t.services, t.db, 'trialvoice');
    const calls: [Method, string, unknown][] = [
      ['PUT', '/wps/feedback', { questionType: 'GAME', content: 'one two three' }],
      ['GET', '/wps/feedback', undefined],
      ['GET', '/wps/relay/inbox', undefined],
      ['GET', '/wps/relay/inbox/unread', undefined],
      ['POST', '/wps/relay/inbox/read', { all: true }],
    ];
    for (const [method, path, payload] of calls) {
      const visitor = await send(t, { method, url: path, ...(payload === undefined ? {} : { payload }) });
      expect([path, visitor.status, visitor.body.errorCode]).toEqual([path, 401, 'not_logged_in']);
      const refused = await member(trial, method, path, payload);
      expect([path, refused.status, refused.body.errorCode]).toEqual([path, 403, 'in_need_true_account']);
    }
  });

  it('takes content within the configured word limits, counting each Japanese character as a word', async () => {
    const voice = await newMember();
    const few = await submit(voice, 'Too short');
    expect([few.status, few.body.errorCode, few.body.value]).toEqual([
      422,
      'validation_failed',
      { fields: { content: '3 to 16 words' } },
    ]);
    const many = await member(
      voice.token,
      'PUT',
      '/wps/feedback',
      { questionType: 'GAME', content: '入金が反映されていませんでした。確認してください' },
      { language: 'JA', ip: voice.ip },
    );
    expect([many.status, many.body.value]).toEqual([
      422,
      { fields: { content: '3〜16文字で入力してください' } },
    ]);
    const unknownType = await submit(voice, 'my deposit is missing', 'COMPLAINT');
    expect(unknownType.status).toBe(422);

    const created = await submit(voice, '  My deposit of 5000 has not arrived  ');
    expect(created.status).toBe(200);
    expect(created.body.value).toMatchObject({
      questionType: 'DEPOSIT',
      content: 'My deposit of 5000 has not arrived',
      status: 'OPEN',
      reply: null,
      repliedAt: null,
    });
    expect(created.body.value.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const japanese = await submit(voice, '出金できません', 'WITHDRAWAL');
    expect(japanese.body.value.status).toBe('OPEN');
  });

  it('lists only the caller’s own submissions, newest first', async () => {
    const voice = await newMember();
    const stranger = await newMember();
    await submit(stranger, 'not yours to read at all', 'OTHER');
    const first = await submit(voice, 'the first question here', 'GAME');
    const second = await submit(voice, 'the second question here', 'APPLICATION');
    const page = await member<Page<Feedback>>(voice.token, 'GET', '/wps/feedback?pageSize=1');
    expect(page.body.value).toMatchObject({ total: 2, totalPages: 2 });
    expect(page.body.value.list.map((row) => row.id)).toEqual([second.body.value.id]);
    const next = await member<Page<Feedback>>(voice.token, 'GET', '/wps/feedback?pageSize=1&pageNum=2');
    expect(next.body.value.list.map((row) => row.id)).toEqual([first.body.value.id]);
  });

  it(`keeps at most ${FEEDBACK_OPEN_PER_DAY} unanswered submissions a day per member`, async () => {
    const voice = await newMember();
    for (let index = 0; index < FEEDBACK_OPEN_PER_DAY; index += 1) {
      expect((await submit(voice, `question number ${index + 1} please`)).status).toBe(200);
    }
    const refused = await submit(voice, 'one question too many');
    expect([refused.status, refused.body.errorCode]).toEqual([429, 'too_many_requests']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await member<Page<Feedback>>(voice.token, 'GET', '/wps/feedback')).body.value.total).toBe(
      FEEDBACK_OPEN_PER_DAY,
    );
    // Another member is not held back by it.
    expect((await submit(await newMember(), 'my own first question')).status).toBe(200);
  });

  it('limits submissions per address, whichever member sends them', async () => {
    const voice = await newMember();
    const ip = '10.20.30.40';
    for (let index = 0; index < 30; index += 1) {
      expect((await submit(voice, 'short', 'OTHER', ip)).status).toBe(422);
    }
    const limited = await submit(await newMember(), 'a perfectly fine question', 'OTHER', ip);
    expect([limited.status, limited.body.errorCode]).toEqual([429, 'too_many_requests']);
    expect((await submit(voice, 'a perfectly fine question', 'OTHER')).status).toBe(200);
  });
});

describe('the console feedback inbox and replies', () => {
  it('needs feedback.read to list and feedback.write to reply', async () => {
    const listed = await staff(contentStaff, 'GET', '/console-api/feedback');
    expect([listed.status, listed.body.errorCode]).toEqual([403, 'forbidden']);
    const replied = await staff(contentStaff, 'POST', '/console-api/feedback/1/reply', { reply: 'hello' });
    expect([replied.status, replied.body.errorCode]).toEqual([403, 'forbidden']);
  });

  it('lists open feedback first, oldest first, and filters by status, type and account', async () => {
    const voice = await newMember();
    const older = await submit(voice, 'where is my withdrawal', 'WITHDRAWAL');
    const newer = await submit(voice, 'the game froze on me', 'GAME');
    const answered = await submit(voice, 'how do I verify my phone', 'OTHER');
    expect(
      (
        await staff(support, 'POST', `/console-api/feedback/${answered.body.value.id}/reply`, {
          reply: 'Open the security centre.',
        })
      ).status,
    ).toBe(200);

    const all = await staff<Page<FeedbackAdmin>>(support, 'GET', '/console-api/feedback?pageSize=100');
    const statuses = all.body.value.list.map((row) => row.status);
    expect(statuses.indexOf('REPLIED')).toBeGreaterThan(statuses.lastIndexOf('OPEN'));
    const openIds = all.body.value.list.filter((row) => row.status === 'OPEN').map((row) => row.id);
    expect(openIds).toEqual([...openIds].sort((a, b) => a - b));

    const mine = await staff<Page<FeedbackAdmin>>(
      support,
      'GET',
      `/console-api/feedback?account=${voice.username.toUpperCase()}`,
    );
    expect(mine.body.value.list.map((row) => [row.id, row.status, row.account])).toEqual([
      [older.body.value.id, 'OPEN', voice.username],
      [newer.body.value.id, 'OPEN', voice.username],
      [answered.body.value.id, 'REPLIED', voice.username],
    ]);
    expect(mine.body.value.list[2]).toMatchObject({
      memberId: voice.id,
      reply: 'Open the security centre.',
      repliedBy: 'feedbacksupport',
    });
    const replied = await staff<Page<FeedbackAdmin>>(
      support,
      'GET',
      `/console-api/feedback?account=${voice.username}&status=REPLIED`,
    );
    expect(replied.body.value.list.map((row) => row.id)).toEqual([answered.body.value.id]);
    const games = await staff<Page<FeedbackAdmin>>(
      support,
      'GET',
      `/console-api/feedback?account=${voice.username}&questionType=GAME`,
    );
    expect(games.body.value.list.map((row) => row.id)).toEqual([newer.body.value.id]);
    const nobody = await staff<Page<FeedbackAdmin>>(support, 'GET', '/console-api/feedback?account=nobody');
    expect(nobody.body.value).toEqual({ list: [], total: 0, totalPages: 0 });
  });

  it('replies once into the member’s inbox in their language, pushes it live and audits it', async () => {
    const voice = await newMember('JA');
    const question = await submit(voice, 'ボーナスはいつ付与されますか', 'CUSTOMER_SERVICE');
    const socket = await connect(voice.token);
    try {
      const pushed = new Promise<InboxMessage>((resolve) => socket.once(INBOX_EVENT, resolve));
      const answer = await staff<FeedbackAdmin>(
        support,
        'POST',
        `/console-api/feedback/${question.body.value.id}/reply`,
        { reply: '  明日までに付与されます。  ' },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.value).toMatchObject({
        id: question.body.value.id,
        status: 'REPLIED',
        reply: '明日までに付与されます。',
        repliedBy: 'feedbacksupport',
        account: voice.username,
      });
      expect(answer.body.value.repliedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

      const message = await pushed;
      expect(message).toMatchObject({
        kind: 'FEEDBACK_REPLY',
        title: 'フィードバックへの回答',
        content:
          '明日までに付与されます。\n\nお客様のフィードバック（カスタマーサービス）：「ボーナスはいつ付与されますか」',
        read: false,
      });
      const inbox = await member<InboxPage>(voice.token, 'GET', '/wps/relay/inbox');
      expect(inbox.body.value).toEqual({ list: [message], total: 1, totalPages: 1 });
      const info = await member<MemberInfo>(voice.token, 'GET', '/wps/member/info');
      expect(info.body.value.unreadMessageCount).toBe(1);
      const own = await member<Page<Feedback>>(voice.token, 'GET', '/wps/feedback');
      expect(own.body.value.list[0]).toMatchObject({ status: 'REPLIED', reply: '明日までに付与されます。' });
    } finally {
      socket.close();
    }

    const again = await staff(support, 'POST', `/console-api/feedback/${question.body.value.id}/reply`, {
      reply: 'A second answer',
    });
    expect([again.status, again.body.errorCode]).toEqual([409, 'conflict']);
    const entries = await t.services.audit.list(
      { targetType: 'feedback', targetId: String(question.body.value.id), pageNum: 1, pageSize: 10 },
      'Asia/Tokyo',
    );
    expect(entries.rows).toMatchObject([
      {
        action: 'feedback.reply',
        staffUsername: 'feedbacksupport',
        before: { status: 'OPEN' },
        after: { status: 'REPLIED', reply: '明日までに付与されます。' },
      },
    ]);
  });

  it('titles the reply in English for an English member and quotes the question type', async () => {
    const voice = await newMember('EN');
    const question = await submit(voice, 'The app keeps closing on start', 'APPLICATION');
    await staff(support, 'POST', `/console-api/feedback/${question.body.value.id}/reply`, {
      reply: 'Please update to the latest version.',
    });
    const inbox = await member<InboxPage>(voice.token, 'GET', '/wps/relay/inbox');
    expect(inbox.body.value.list[0]).toMatchObject({
      title: 'Reply to your feedback',
      content:
        'Please update to the latest version.\n\nYour feedback (Application): “The app keeps closing on start”',
    });
  });

  it('gives one reply when two staff reply at once', async () => {
    const voice = await newMember();
    const question = await submit(voice, 'two people answer this one', 'OTHER');
    const path = `/console-api/feedback/${question.body.value.id}/reply`;
    const answers = await Promise.all([
      staff<FeedbackAdmin>(support, 'POST', path, { reply: 'First answer' }),
      staff<FeedbackAdmin>(support2, 'POST', path, { reply: 'Second answer' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200);
    const messages = await t.db.select().from(memberMessages).where(eq(memberMessages.memberId, voice.id));
    expect(messages).toHaveLength(1);
    expect(messages[0]?.content.startsWith(winner?.body.value.reply ?? '-')).toBe(true);
    const entries = await t.services.audit.list(
      { targetType: 'feedback', targetId: String(question.body.value.id), pageNum: 1, pageSize: 10 },
      'Asia/Tokyo',
    );
    expect(entries.total).toBe(1);
  });

  it('answers an unknown feedback id with not_found_entity and a bad reply with 422', async () => {
    const missing = await staff(support, 'POST', '/console-api/feedback/999999/reply', { reply: 'hello' });
    expect([missing.status, missing.body.errorCode]).toEqual([404, 'not_found_entity']);
    const blank = await staff(support, 'POST', '/console-api/feedback/1/reply', { reply: '   ' });
    expect(blank.status).toBe(422);
  });
});

describe('the inbox', () => {
  const replyTo = async (voice: Voice, text: string) => {
    const question = await submit(voice, `a question about ${text}`, 'OTHER');
    await staff(support, 'POST', `/console-api/feedback/${question.body.value.id}/reply`, { reply: text });
  };

  it('pages the member’s own messages newest first and marks only their own read', async () => {
    const voice = await newMember('EN');
    const stranger = await newMember('EN');
    await replyTo(voice, 'first reply');
    await replyTo(voice, 'second reply');
    await replyTo(voice, 'third reply');
    await replyTo(stranger, 'stranger reply');

    const page = await member<InboxPage>(voice.token, 'GET', '/wps/relay/inbox?pageSize=2');
    expect(page.body.value).toMatchObject({ total: 3, totalPages: 2 });
    expect(page.body.value.list.map((message) => message.content.split('\n')[0])).toEqual([
      'third reply',
      'second reply',
    ]);
    const theirs = (await member<InboxPage>(stranger.token, 'GET', '/wps/relay/inbox')).body.value.list;
    expect(theirs.map((message) => message.content.split('\n')[0])).toEqual(['stranger reply']);
    const strangerMessageId = theirs[0]?.id ?? 0;

    const unread = () => member<{ count: number }>(voice.token, 'GET', '/wps/relay/inbox/unread');
    expect((await unread()).body.value).toEqual({ count: 3 });
    // Another member's message id changes nothing for either of them.
    const foreign = await member<{ count: number }>(voice.token, 'POST', '/wps/relay/inbox/read', {
      ids: [strangerMessageId],
    });
    expect(foreign.body.value).toEqual({ count: 3 });
    expect(
      (await member<{ count: number }>(stranger.token, 'GET', '/wps/relay/inbox/unread')).body.value,
    ).toEqual({ count: 1 });

    const newest = page.body.value.list[0]?.id ?? 0;
    const one = await member<{ count: number }>(voice.token, 'POST', '/wps/relay/inbox/read', {
      ids: [newest],
    });
    expect(one.body.value).toEqual({ count: 2 });
    const after = await member<InboxPage>(voice.token, 'GET', '/wps/relay/inbox');
    expect(after.body.value.list.map((message) => message.read)).toEqual([true, false, false]);
    const all = await member<{ count: number }>(voice.token, 'POST', '/wps/relay/inbox/read', { all: true });
    expect(all.body.value).toEqual({ count: 0 });
    expect(
      (await member<MemberInfo>(voice.token, 'GET', '/wps/member/info')).body.value.unreadMessageCount,
    ).toBe(0);
    expect(
      (await member<{ count: number }>(stranger.token, 'GET', '/wps/relay/inbox/unread')).body.value,
    ).toEqual({ count: 1 });
  });

  it('refuses a malformed read request with 422', async () => {
    const voice = await newMember();
    for (const payload of [{}, { ids: [] }, { all: false }, { ids: [1], all: true }]) {
      const answer = await member(voice.token, 'POST', '/wps/relay/inbox/read', payload);
      expect([JSON.stringify(payload), answer.status]).toEqual([JSON.stringify(payload), 422]);
    }
  });
});
