import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MODULE_ID,
  type ApplicationAdmin,
  type ApplicationQueuePage,
  type MyApplicationPage,
  type PromotionAdmin,
  type PromotionDetail,
  type PromotionInput,
  type PromotionList,
  type WhitelabelNode,
} from '@platform/contract';
import { createTestApp, createTestMember, openTrialSession, type TestApp } from '../../../testing/index.ts';
import { login, send } from '../../../testing/requests.ts';
import { createStaffAndLogin } from '../../../testing/console.ts';
import { members } from '../../members/tables.ts';

/** A 1×1 png and a 1×1 jpg, real image bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

let t: TestApp;
let admin: string;
let content: string;
let support: string;

const HOUR = 60 * 60 * 1000;
const running = {
  startsAt: new Date(Date.now() - HOUR).toISOString(),
  endsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
};

const input = (overrides: Partial<PromotionInput> = {}): PromotionInput => ({
  title: { JA: 'テスト', EN: 'Test promotion' },
  coverImageUrl: '/images/promo.png',
  content: { JA: '<p>内容</p>', EN: '<p>Body</p><script>alert(1)</script>' },
  ...running,
  joinMode: 'APPLY',
  rewardKind: 'MONEY',
  rewardAmount: '50',
  claimMode: 'AUTO',
  published: true,
  ...overrides,
});

const staffCall = <T>(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  send<T>(t, { method, url, token, language: 'EN', ...(payload === undefined ? {} : { payload }) });

const createPromotion = async (overrides: Partial<PromotionInput> = {}) => {
  const answer = await staffCall<PromotionAdmin>(
    content,
    'POST',
    '/console-api/rewards/promotions',
    input(overrides),
  );
  if (answer.status !== 200) throw new Error(`promotion not created: ${JSON.stringify(answer.body)}`);
  return answer.body.value;
};

let count = 0;
const newMember = async (label: string | null = null) => {
  count += 1;
  const username = `promo${count}`;
  const { id } = await createTestMember(t.services, { username, password: 'promo1234' });
  if (label !== null) await t.db.update(members).set({ label }).where(eq(members.id, id));
  const session = await login(t, { username, password: 'promo1234' });
  return { id, username, token: session.body.value.token };
};

const memberCall = <T>(token: string | undefined, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  send<T>(t, {
    method,
    url,
    language: 'EN',
    ...(token ? { token } : {}),
    ...(payload === undefined ? {} : { payload }),
  });

const uploadImage = async (token: string, bytes: Buffer) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/wps/relay/promotions/images',
    headers: { authorization: token, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
  return {
    status: response.statusCode,
    body: response.json<{ value: { id: string }; errorCode?: string }>(),
  };
};

const apply = (token: string, promotionId: number, body: unknown) =>
  memberCall<PromotionDetail>(token, 'POST', `/wps/relay/promotions/${promotionId}/apply`, body);

const applicationOf = async (promotionId: number, username: string) => {
  const queue = await staffCall<ApplicationQueuePage>(
    admin,
    'GET',
    `/console-api/rewards/promotion-applications?promotionId=${promotionId}&username=${username}`,
  );
  const [application] = queue.body.value.list;
  if (!application) throw new Error(`no application of ${username}`);
  return application;
};

const mainBalance = async (memberId: number) => (await t.services.wallet.getMainBalance(memberId)).balance;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaffAndLogin(t, 'promoadmin', 'ADMIN');
  content = await createStaffAndLogin(t, 'promocontent', 'CONTENT');
  support = await createStaffAndLogin(t, 'promosupport', 'SUPPORT');
  const tree = (await staffCall<WhitelabelNode[]>(admin, 'GET', '/console-api/settings/whitelabel')).body
    .value;
  const turnOn = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.modId === MODULE_ID.REWARDS ? true : node.enabled,
      childrenNodes: turnOn(node.childrenNodes),
    }));
  await staffCall(admin, 'PUT', '/console-api/settings/whitelabel', turnOn(tree));
});
afterAll(async () => {
  await t.close();
});

describe('promotions', () => {
  it('shows published promotions by audience; a visitor sees those for everyone without member statuses', async () => {
    const open = await createPromotion({
      title: { JA: '全員', EN: 'Everyone' },
      joinMode: 'JOIN',
      rewardKind: null,
    });
    const vipOnly = await createPromotion({
      title: { JA: 'VIP', EN: 'VIP only' },
      audience: { vipLevels: [], agentIds: [], labels: ['gold'] },
    });
    const hidden = await createPromotion({ title: { JA: '下書き', EN: 'Draft' }, published: false });
    const coming = await createPromotion({
      title: { JA: '近日', EN: 'Coming' },
      startsAt: new Date(Date.now() + HOUR).toISOString(),
      endsAt: new Date(Date.now() + 2 * HOUR).toISOString(),
    });
    const gold = await newMember('gold');
    const plain = await newMember();

    const ids = async (token?: string) =>
      (await memberCall<PromotionList>(token, 'GET', '/wps/relay/promotions')).body.value.list.map((p) => [
        p.id,
        p.status,
      ]);
    expect(await ids(gold.token)).toEqual(
      expect.arrayContaining([
        [open.id, 'JOIN'],
        [vipOnly.id, 'JOIN'],
        [coming.id, 'COMING_SOON'],
      ]),
    );
    const plainIds = await ids(plain.token);
    expect(plainIds).toContainEqual([open.id, 'JOIN']);
    expect(plainIds.map(([id]) => id)).not.toContain(vipOnly.id);
    const visitor = await ids();
    expect(visitor).toContainEqual([open.id, null]);
    expect(visitor).toContainEqual([coming.id, 'COMING_SOON']);
    expect(visitor.map(([id]) => id)).not.toContain(hidden.id);
    expect((await memberCall(plain.token, 'GET', `/wps/relay/promotions/${vipOnly.id}`)).body.errorCode).toBe(
      'not_found_entity',
    );

    const detail = await memberCall<PromotionDetail>(
      gold.token,
      'GET',
      `/wps/relay/promotions/${vipOnly.id}`,
    );
    expect(detail.body.value.content).toBe('<p>Body</p>');

    const joined = await memberCall<PromotionDetail>(
      plain.token,
      'POST',
      `/wps/relay/promotions/${open.id}/join`,
    );
    expect(joined.body.value.status).toBe('JOINED');
    const again = await memberCall(plain.token, 'POST', `/wps/relay/promotions/${open.id}/join`);
    expect(again.body.errorCode).toBe('promotion_already_joined');
    const early = await memberCall(plain.token, 'POST', `/wps/relay/promotions/${coming.id}/apply`, {});
    expect(early.body.errorCode).toBe('promotion_not_open');
  });

  it('takes an application with real png and jpg images, refusing fakes, a fourth image and a 141-character remark', async () => {
    const promotion = await createPromotion();
    const member = await newMember();
    const png = await uploadImage(member.token, PNG);
    const jpg = await uploadImage(member.token, JPG);
    expect([png.status, jpg.status]).toEqual([200, 200]);
    const fake = await uploadImage(member.token, Buffer.from('GIF89a not really an image at all'));
    expect([fake.status, fake.body.errorCode]).toEqual([422, 'upload_invalid_image']);
    const renamedText = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/promotions/images',
      headers: { authorization: member.token, 'content-type': 'image/png' },
      payload: Buffer.from('<script>alert(1)</script>'),
    });
    expect(renamedText.json<{ errorCode: string }>().errorCode).toBe('upload_invalid_image');

    const extra = await Promise.all([uploadImage(member.token, PNG), uploadImage(member.token, PNG)]);
    const four = [png, jpg, ...extra].map((image) => image.body.value.id);
    expect((await apply(member.token, promotion.id, { remark: 'hi', imageIds: four })).status).toBe(422);
    const long = await apply(member.token, promotion.id, { remark: 'x'.repeat(141), imageIds: [] });
    expect(long.status).toBe(422);
    const other = await newMember();
    const stolen = await apply(other.token, promotion.id, { remark: '', imageIds: [png.body.value.id] });
    expect(stolen.body.errorCode).toBe('upload_invalid_image');

    const remark = 'あ'.repeat(140);
    const applied = await apply(member.token, promotion.id, {
      remark,
      imageIds: [png.body.value.id, jpg.body.value.id],
    });
    expect(applied.status).toBe(200);
    expect(applied.body.value.status).toBe('APPLYING');

    const application = await applicationOf(promotion.id, member.username);
    expect(application).toMatchObject({ remark, imageCount: 2, status: 'PENDING' });
    const image = await t.app.inject({
      method: 'GET',
      url: `/console-api/rewards/promotion-applications/${application.id}/images/1`,
      headers: { authorization: content },
    });
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.equals(JPG)).toBe(true);
    const asMember = await t.app.inject({
      method: 'GET',
      url: `/console-api/rewards/promotion-applications/${application.id}/images/0`,
      headers: { authorization: member.token },
    });
    expect(asMember.statusCode).toBe(401);

    const mine = await memberCall<MyApplicationPage>(
      member.token,
      'GET',
      '/wps/relay/promotions/applications',
    );
    expect(mine.body.value.list).toEqual([
      expect.objectContaining({ promotionId: promotion.id, status: 'APPLYING', imageCount: 2 }),
    ]);
  });

  it('keeps one application per member under 10 concurrent applies', async () => {
    const promotion = await createPromotion();
    const member = await newMember();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => apply(member.token, promotion.id, { remark: 'me', imageIds: [] })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.errorCode === 'promotion_already_joined')).toHaveLength(9);
    const queue = await staffCall<ApplicationQueuePage>(
      admin,
      'GET',
      `/console-api/rewards/promotion-applications?promotionId=${promotion.id}`,
    );
    expect(queue.body.value.total).toBe(1);
  });

  it('pays an approved application exactly once when two staff approve at the same moment, and tells the member', async () => {
    const promotion = await createPromotion();
    const member = await newMember();
    await apply(member.token, promotion.id, { remark: 'please', imageIds: [] });
    const application = await applicationOf(promotion.id, member.username);
    const taken = await staffCall<ApplicationAdmin>(
      content,
      'POST',
      `/console-api/rewards/promotion-applications/${application.id}/take`,
    );
    expect(taken.body.value.status).toBe('IN_PROCESS');
    const seen = await memberCall<PromotionDetail>(
      member.token,
      'GET',
      `/wps/relay/promotions/${promotion.id}`,
    );
    expect(seen.body.value.status).toBe('IN_PROCESS');

    const before = await mainBalance(member.id);
    const url = `/console-api/rewards/promotion-applications/${application.id}/approve`;
    const answers = await Promise.all([
      staffCall<ApplicationAdmin>(admin, 'POST', url, { amount: '75.50' }),
      staffCall<ApplicationAdmin>(content, 'POST', url, { amount: '75.50' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.errorCode).toBe('application_not_pending');
    expect((await mainBalance(member.id)) - before).toBe(7550n);

    const after = await memberCall<PromotionDetail>(
      member.token,
      'GET',
      `/wps/relay/promotions/${promotion.id}`,
    );
    expect(after.body.value.status).toBe('ISSUED');
    const notices = await memberCall<{ list: { kind: string; amount: string }[] }>(
      member.token,
      'GET',
      '/wps/member/notifications',
    );
    expect(notices.body.value.list[0]).toMatchObject({ kind: 'PROMOTION_APPROVED', amount: '75.50' });
    const list = (await staffCall<PromotionAdmin[]>(admin, 'GET', '/console-api/rewards/promotions')).body
      .value;
    expect(list.find((row) => row.id === promotion.id)?.spent).toBe('75.50');
  });

  it('joins once with a bonus waiting in the reward centre: CLAIM, then CLAIMED once claimed, paid once', async () => {
    const promotion = await createPromotion({
      joinMode: 'JOIN',
      rewardKind: 'BONUS',
      rewardAmount: '20',
      claimMode: 'MANUAL',
      claimDays: 3,
      turnover: { multiple: 300, base: 'BONUS', weights: { RNG: 10_000 } },
    });
    const member = await newMember();
    const joins = await Promise.all(
      Array.from({ length: 5 }, () =>
        memberCall<PromotionDetail>(member.token, 'POST', `/wps/relay/promotions/${promotion.id}/join`),
      ),
    );
    expect(joins.filter((answer) => answer.status === 200).map((answer) => answer.body.value.status)).toEqual(
      ['CLAIM'],
    );
    expect(joins.filter((answer) => answer.body.errorCode === 'promotion_already_joined')).toHaveLength(4);
    const waiting = await memberCall<{ list: { id: number; source: string; amount: string }[] }>(
      member.token,
      'GET',
      '/wps/relay/rewards',
    );
    const reward = waiting.body.value.list.find((row) => row.source === 'PROMOTION');
    expect(reward?.amount).toBe('20.00');
    const before = await mainBalance(member.id);
    await memberCall(member.token, 'POST', `/wps/relay/rewards/${reward?.id}/claim`);
    expect((await mainBalance(member.id)) - before).toBe(2000n);
    const after = await memberCall<PromotionDetail>(
      member.token,
      'GET',
      `/wps/relay/promotions/${promotion.id}`,
    );
    expect(after.body.value.status).toBe('CLAIMED');
  });

  it('never pays past the budget under concurrent approvals', async () => {
    const promotion = await createPromotion({ budget: '100' });
    const applicants = await Promise.all(Array.from({ length: 6 }, () => newMember()));
    for (const applicant of applicants)
      await apply(applicant.token, promotion.id, { remark: '', imageIds: [] });
    const ids = await Promise.all(
      applicants.map((applicant) => applicationOf(promotion.id, applicant.username)),
    );
    const answers = await Promise.all(
      ids.map((application) =>
        staffCall(admin, 'POST', `/console-api/rewards/promotion-applications/${application.id}/approve`, {
          amount: '30',
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.body.errorCode === 'reward_budget_exhausted')).toHaveLength(3);
    const paid = await Promise.all(applicants.map((applicant) => mainBalance(applicant.id)));
    expect(paid.reduce((sum, balance) => sum + balance, 0n)).toBe(9000n);
    const refused = ids.filter((_id, index) => answers[index]?.status !== 200);
    for (const application of refused) {
      expect((await applicationOf(promotion.id, application.username)).status).toBe('PENDING');
    }
  });

  it('rejects with a reason the member reads, and answers 404 for other ids', async () => {
    const promotion = await createPromotion();
    const member = await newMember();
    await apply(member.token, promotion.id, { remark: '', imageIds: [] });
    const application = await applicationOf(promotion.id, member.username);
    const rejected = await staffCall<ApplicationAdmin>(
      admin,
      'POST',
      `/console-api/rewards/promotion-applications/${application.id}/reject`,
      { reason: 'Deposit not found' },
    );
    expect(rejected.body.value).toMatchObject({ status: 'REJECTED', rejectReason: 'Deposit not found' });
    const detail = await memberCall<PromotionDetail>(
      member.token,
      'GET',
      `/wps/relay/promotions/${promotion.id}`,
    );
    expect(detail.body.value).toMatchObject({ status: 'REJECTED', rejectReason: 'Deposit not found' });
    const twice = await staffCall(
      admin,
      'POST',
      `/console-api/rewards/promotion-applications/${application.id}/approve`,
      {
        amount: '1',
      },
    );
    expect(twice.body.errorCode).toBe('application_not_pending');
    const missing = await staffCall(
      admin,
      'POST',
      '/console-api/rewards/promotion-applications/999999/reject',
      {
        reason: 'x',
      },
    );
    expect(missing.body.errorCode).toBe('not_found_entity');
    const audit = await staffCall<{ list: { action: string; targetId: string }[] }>(
      admin,
      'GET',
      `/console-api/audit?action=promotion.review&targetId=${application.id}`,
    );
    expect(audit.body.value.list).toHaveLength(1);

    const other = await newMember();
    const mine = await memberCall<MyApplicationPage>(
      other.token,
      'GET',
      '/wps/relay/promotions/applications',
    );
    expect(mine.body.value.list).toEqual([]);
  });

  it('refuses trial accounts, hostile input and staff without the rewards permissions', async () => {
    const promotion = await createPromotion();
    const trial = await openTrialSession(t.services, t.db, 'promotrial');
    const trialApply = await apply(trial, promotion.id, { remark: '', imageIds: [] });
    expect(trialApply.body.errorCode).toBe('in_need_true_account');
    const trialList = await memberCall<PromotionList>(trial, 'GET', '/wps/relay/promotions');
    expect(trialList.body.value.list.find((p) => p.id === promotion.id)?.status).toBeNull();

    const hostile = await createPromotion({ title: { JA: '<b>x</b>', EN: '<b>x</b>' } });
    expect(hostile.title.EN).toBe('<b>x</b>');
    const badAmount = await staffCall(content, 'POST', '/console-api/rewards/promotions', {
      ...input(),
      budget: '1e99',
    });
    expect(badAmount.status).toBe(422);
    const backwards = await staffCall(content, 'POST', '/console-api/rewards/promotions', {
      ...input(),
      startsAt: running.endsAt,
      endsAt: running.startsAt,
    });
    expect(backwards.status).toBe(422);

    expect((await staffCall(support, 'GET', '/console-api/rewards/promotions')).body.errorCode).toBe(
      'forbidden',
    );
    expect(
      (await staffCall(support, 'POST', '/console-api/rewards/promotions', input())).body.errorCode,
    ).toBe('forbidden');
    expect(
      (await staffCall(support, 'GET', '/console-api/rewards/promotion-applications')).body.errorCode,
    ).toBe('forbidden');
    const audit = await staffCall<{ list: unknown[] }>(
      admin,
      'GET',
      `/console-api/audit?action=promotion.save&targetId=${promotion.id}`,
    );
    expect(audit.body.value.list).toHaveLength(1);
  });
});
