import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvatarIconAdmin, MemberAvatar, MemberInfo } from '@platform/contract';
import { createTestApp, createTestMember, openTrialSession, type TestApp } from '../../testing/index.ts';
import { createStaffAndLogin } from '../../testing/console.ts';
import { login, send } from '../../testing/requests.ts';

/** A 1×1 png and a 1×1 jpg, as a member's phone would send them. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
/** Another png (a 2×1 one): a second, different upload. */
const PNG_2 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR42mP8z8DwnwEJMAEAJ/QB/5fVIqcAAAAASUVORK5CYII=',
  'base64',
);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const ICON = '/wps/member/info/icon';

let t: TestApp;
let alice: string;
let bob: string;
let content: string;
let finance: string;

const memberLogin = async (username: string) => {
  await createTestMember(t.services, { username, password: 'secret123' });
  return (await login(t, { username, password: 'secret123' })).body.value.token;
};

beforeAll(async () => {
  t = await createTestApp();
  alice = await memberLogin('avataralice');
  bob = await memberLogin('avatarbob');
  content = await createStaffAndLogin(t, 'avatarcontent', 'CONTENT');
  finance = await createStaffAndLogin(t, 'avatarfinance', 'FINANCE');
});
afterAll(async () => {
  await t.close();
});

const avatarOf = (token: string) => send<MemberAvatar>(t, { method: 'GET', url: ICON, token });
const infoOf = async (token: string) =>
  (await send<MemberInfo>(t, { method: 'GET', url: '/wps/member/info', token })).body.value;
const choose = (token: string, iconId: unknown) =>
  send<MemberAvatar>(t, { method: 'PUT', url: ICON, token, payload: { iconId } });

/** An upload as the browser sends it: the file itself, with the type the browser guessed from its name. */
const upload = async (token: string | undefined, bytes: Buffer, contentType = 'image/png') => {
  const response = await t.app.inject({
    method: 'POST',
    url: ICON,
    headers: { 'content-type': contentType, language: 'EN', ...(token ? { authorization: token } : {}) },
    payload: bytes,
  });
  return { status: response.statusCode, body: response.json<{ value: MemberAvatar; errorCode?: string }>() };
};

const staff = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
  send<T>(t, { method, url: `/console-api/avatar-icons${url}`, token, payload, language: 'EN' });

const uploadMedia = async (bytes: Buffer) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/console-api/media',
    headers: { 'content-type': 'image/png', authorization: content },
    payload: bytes,
  });
  return response.json<{ value: { url: string } }>().value.url;
};

describe('the avatar of a member', () => {
  it('offers the default icons, served by the app, and starts with none', async () => {
    const answer = await avatarOf(alice);
    expect(answer.status).toBe(200);
    expect(answer.body.value.icons.map((icon) => icon.url)).toEqual(
      ['spade', 'heart', 'diamond', 'club', 'crown', 'star', 'moon', 'bolt'].map(
        (key) => `/avatars/${key}.svg`,
      ),
    );
    expect(answer.body.value).toMatchObject({ iconId: null, avatarUrl: null });
    expect((await infoOf(alice)).avatarUrl).toBeNull();
  });

  it('takes a chosen icon, shown in member info, and touches no other member', async () => {
    const { icons } = (await avatarOf(alice)).body.value;
    const crown = icons[4];
    if (!crown) throw new Error('no fifth icon');
    const chosen = await choose(alice, crown.id);
    expect(chosen.status).toBe(200);
    expect(chosen.body.value).toMatchObject({ iconId: crown.id, avatarUrl: '/avatars/crown.svg' });
    expect((await infoOf(alice)).avatarUrl).toBe('/avatars/crown.svg');
    expect((await avatarOf(alice)).body.value.iconId).toBe(crown.id);

    // The route has no member in it: the session is the only member a call can change.
    expect((await infoOf(bob)).avatarUrl).toBeNull();
    const heart = icons[1];
    if (!heart) throw new Error('no second icon');
    await choose(bob, heart.id);
    expect((await infoOf(bob)).avatarUrl).toBe('/avatars/heart.svg');
    expect((await infoOf(alice)).avatarUrl).toBe('/avatars/crown.svg');
  });

  it('refuses an icon that is not offered, and a malformed choice', async () => {
    const unknown = await choose(alice, 999_999);
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'not_found_entity']);
    for (const iconId of ['1', 0, -1, 1.5, 2 ** 31, null]) {
      const refused = await choose(alice, iconId);
      expect([iconId, refused.status, refused.body.errorCode]).toEqual([iconId, 422, 'validation_failed']);
    }
    expect((await infoOf(alice)).avatarUrl).toBe('/avatars/crown.svg');
  });

  it('takes an uploaded png or jpg, checked by its content, and serves it to anyone with its name', async () => {
    const png = await upload(alice, PNG);
    expect(png.status).toBe(200);
    const pngUrl = `${ICON}/${sha256(PNG)}.png`;
    expect(png.body.value).toMatchObject({ iconId: null, avatarUrl: pngUrl });
    expect((await infoOf(alice)).avatarUrl).toBe(pngUrl);
    const served = await t.app.inject({ method: 'GET', url: pngUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    // A jpg named anything: the bytes decide. It replaces the png, which is no longer served.
    const jpg = await upload(alice, JPG, 'application/octet-stream');
    expect(jpg.status).toBe(200);
    const jpgUrl = `${ICON}/${sha256(JPG)}.jpg`;
    expect(jpg.body.value.avatarUrl).toBe(jpgUrl);
    const servedJpg = await t.app.inject({ method: 'GET', url: jpgUrl });
    expect([servedJpg.statusCode, servedJpg.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(servedJpg.rawPayload.equals(JPG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: pngUrl })).statusCode).toBe(404);
    expect((await infoOf(bob)).avatarUrl).toBe('/avatars/heart.svg');

    // Choosing an icon again deletes the picture.
    const { icons } = (await avatarOf(alice)).body.value;
    await choose(alice, icons[0]?.id);
    expect((await t.app.inject({ method: 'GET', url: jpgUrl })).statusCode).toBe(404);
  });

  it('refuses a renamed file that is not a png or jpg, and keeps the avatar', async () => {
    const before = (await infoOf(alice)).avatarUrl;
    const text = await upload(alice, Buffer.from('<svg onload="alert(1)"></svg> renamed to avatar.png'));
    expect([text.status, text.body.errorCode]).toEqual([422, 'upload_invalid_image']);
    const gif = await upload(
      alice,
      Buffer.from('474946383961010001000000002c00000000010001000002003b', 'hex'),
    );
    expect([gif.status, gif.body.errorCode]).toEqual([422, 'upload_invalid_image']);
    const empty = await upload(alice, Buffer.alloc(0));
    expect([empty.status, empty.body.errorCode]).toEqual([422, 'upload_invalid_image']);
    const json = await send(t, {
      method: 'POST',
      url: ICON,
      token: alice,
      payload: { url: 'https://evil.example/a.png' },
    });
    expect([json.status, json.body.errorCode]).toEqual([422, 'upload_invalid_image']);
    expect((await infoOf(alice)).avatarUrl).toBe(before);
  });

  it('refuses a picture over 5 MB without a server error', async () => {
    const huge = await upload(alice, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect([huge.status, huge.body.errorCode]).toEqual([413, 'payload_too_large']);
  });

  it('answers 404 for a picture name no member has, or a malformed one', async () => {
    await upload(bob, PNG_2);
    for (const url of [
      `${ICON}/${'0'.repeat(64)}.png`,
      `${ICON}/${sha256(PNG_2)}.jpg`,
      `${ICON}/${sha256(PNG_2)}`,
      `${ICON}/..%2F..%2Fetc%2Fpasswd`,
    ]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect([url, answer.statusCode, answer.json<{ errorCode: string }>().errorCode]).toEqual([
        url,
        404,
        'not_found',
      ]);
    }
    expect((await t.app.inject({ method: 'GET', url: `${ICON}/${sha256(PNG_2)}.png` })).statusCode).toBe(200);
  });

  it('refuses a trial account with in_need_true_account, and a visitor with not_logged_in', async () => {
    const trial = await openTrialSession(t.services, t.db, 'avatartrial');
    const { icons } = (await avatarOf(alice)).body.value;
    for (const answer of [
      await avatarOf(trial),
      await choose(trial, icons[0]?.id),
      await upload(trial, PNG),
    ]) {
      expect([answer.status, answer.body.errorCode]).toEqual([403, 'in_need_true_account']);
    }
    expect((await infoOf(trial)).avatarUrl).toBeNull();
    const visitor = await upload(undefined, PNG);
    expect([visitor.status, visitor.body.errorCode]).toEqual([401, 'not_logged_in']);
  });
});

describe('the operator’s icon set in the console', () => {
  it('adds an uploaded image, offered to members last, and audits it', async () => {
    const url = await uploadMedia(PNG_2);
    const added = await staff<AvatarIconAdmin[]>('POST', '', content, { imageUrl: url });
    expect(added.status).toBe(200);
    const icon = added.body.value.at(-1);
    expect(icon).toMatchObject({ imageUrl: url, memberCount: 0 });
    expect(added.body.value).toHaveLength(9);
    const offered = (await avatarOf(bob)).body.value.icons;
    expect(offered.at(-1)).toEqual({ id: icon?.id, url });

    const chosen = await choose(bob, icon?.id);
    expect(chosen.body.value.avatarUrl).toBe(url);
    expect((await staff<AvatarIconAdmin[]>('GET', '', content)).body.value.at(-1)?.memberCount).toBe(1);

    const audit = await send<{ list: { action: string; staffUsername: string; after: unknown }[] }>(t, {
      method: 'GET',
      url: `/console-api/audit?action=avatar_icon.add&targetId=${icon?.id}`,
      token: await createStaffAndLogin(t, 'avataradmin', 'ADMIN'),
    });
    expect(audit.body.value.list[0]).toMatchObject({
      staffUsername: 'avatarcontent',
      after: { imageUrl: url },
    });
  });

  it('takes only the console’s own uploads, never an address elsewhere', async () => {
    for (const imageUrl of [
      'https://cdn.example/avatar.png',
      '/avatars/crown.svg',
      `/wps/media/${sha256(PNG)}.gif`,
      `//evil.example/wps/media/${sha256(PNG)}.png`,
    ]) {
      const refused = await staff('POST', '', content, { imageUrl });
      expect([imageUrl, refused.status, refused.body.errorCode]).toEqual([
        imageUrl,
        422,
        'validation_failed',
      ]);
    }
    // The shape of an upload with nothing uploaded behind it.
    const missing = await staff('POST', '', content, { imageUrl: `/wps/media/${'a'.repeat(64)}.png` });
    expect([missing.status, missing.body.value]).toEqual([422, { fields: { imageUrl: 'Invalid value' } }]);
    const again = await staff('POST', '', content, { imageUrl: await uploadMedia(PNG_2) });
    expect([again.status, again.body.errorCode]).toEqual([409, 'conflict']);
  });

  it('orders the icons for members, and refuses an order of another set', async () => {
    const list = (await staff<AvatarIconAdmin[]>('GET', '', content)).body.value;
    const ids = list.map((icon) => icon.id);
    const reversed = [...ids].reverse();
    const ordered = await staff<AvatarIconAdmin[]>('PUT', '/order', content, { ids: reversed });
    expect(ordered.body.value.map((icon) => icon.id)).toEqual(reversed);
    expect((await avatarOf(alice)).body.value.icons.map((icon) => icon.id)).toEqual(reversed);

    for (const wrong of [reversed.slice(1), [...reversed, reversed[0]], [...reversed.slice(1), 999_999]]) {
      const refused = await staff('PUT', '/order', content, { ids: wrong });
      expect([refused.status, refused.body.errorCode]).toEqual([409, 'conflict']);
    }
    expect((await avatarOf(alice)).body.value.icons.map((icon) => icon.id)).toEqual(reversed);
  });

  it('removes an icon: no longer offered, its members show the plain figure, and a default stays removed', async () => {
    const { icons } = (await avatarOf(bob)).body.value;
    const bobs = (await avatarOf(bob)).body.value.iconId;
    const removed = await staff<AvatarIconAdmin[]>('DELETE', `/${bobs}`, content);
    expect(removed.status).toBe(200);
    expect(removed.body.value.map((icon) => icon.id)).not.toContain(bobs);
    expect((await avatarOf(alice)).body.value.icons).toHaveLength(icons.length - 1);
    expect((await infoOf(bob)).avatarUrl).toBeNull();
    expect((await avatarOf(bob)).body.value.iconId).toBeNull();
    const chooseRemoved = await choose(bob, bobs);
    expect([chooseRemoved.status, chooseRemoved.body.errorCode]).toEqual([404, 'not_found_entity']);
    const twice = await staff('DELETE', `/${bobs}`, content);
    expect([twice.status, twice.body.errorCode]).toEqual([404, 'not_found_entity']);

    const spade = icons.find((icon) => icon.url === '/avatars/spade.svg');
    await staff('DELETE', `/${spade?.id}`, content);
    await t.services.avatars.ensureDefaultIcons();
    expect((await avatarOf(alice)).body.value.icons.map((icon) => icon.url)).not.toContain(
      '/avatars/spade.svg',
    );
  });

  it('lets only staff with the content permissions change the set', async () => {
    const list = await staff('GET', '', finance);
    expect([list.status, list.body.errorCode]).toEqual([403, 'forbidden']);
    const add = await staff('POST', '', finance, { imageUrl: await uploadMedia(PNG) });
    expect([add.status, add.body.errorCode]).toEqual([403, 'forbidden']);
    const asMember = await staff('GET', '', alice);
    expect(asMember.status).toBe(401);
  });
});
