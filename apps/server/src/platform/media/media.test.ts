import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../testing/requests.ts';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { createStaffAndLogin } from '../../testing/console.ts';

/** A 1×1 png and a 1×1 jpg, as an editor would upload them. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let t: TestApp;
let content: string;
let admin: string;
let finance: string;

beforeAll(async () => {
  t = await createTestApp();
  content = await createStaffAndLogin(t, 'mediacontent', 'CONTENT');
  admin = await createStaffAndLogin(t, 'mediaadmin', 'ADMIN');
  finance = await createStaffAndLogin(t, 'mediafinance', 'FINANCE');
});
afterAll(async () => {
  await t.close();
});

const upload = async (bytes: Buffer, token: string | undefined, contentType = 'image/png') => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/console-api/media',
    headers: { 'content-type': contentType, ...(token ? { authorization: token } : {}) },
    payload: bytes,
  });
  return {
    status: response.statusCode,
    body: response.json<{ value: { url: string } | null; errorCode?: string }>(),
  };
};

describe('media uploads', () => {
  it('stores a png and a jpg under their SHA-256 and serves them for good', async () => {
    const png = await upload(PNG, content);
    expect(png.status).toBe(200);
    expect(png.body.value).toEqual({ url: `/wps/media/${sha256(PNG)}.png` });
    const jpg = await upload(JPG, admin, 'application/octet-stream');
    expect(jpg.status).toBe(200);
    expect(jpg.body.value).toEqual({ url: `/wps/media/${sha256(JPG)}.jpg` });

    const served = await t.app.inject({ method: 'GET', url: `/wps/media/${sha256(PNG)}.png` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const servedJpg = await t.app.inject({ method: 'GET', url: `/wps/media/${sha256(JPG)}.jpg` });
    expect(servedJpg.headers['content-type']).toBe('image/jpeg');
    expect(servedJpg.rawPayload.equals(JPG)).toBe(true);
  });

  it('answers the same address for the same bytes, and audits each upload', async () => {
    const first = await upload(PNG, content);
    const again = await upload(PNG, content, 'image/jpeg');
    expect(again.body.value).toEqual(first.body.value);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/console-api/audit?action=media.upload&targetId=${sha256(PNG)}`,
      headers: { authorization: admin },
    });
    const entries = audit.json<{ value: { list: { staffUsername: string; after: unknown }[] } }>().value.list;
    expect(entries.length).toBeGreaterThanOrEqual(2);
    expect(entries[0]).toMatchObject({
      staffUsername: 'mediacontent',
      after: { contentType: 'image/png', size: PNG.length, stored: false },
    });
  });

  it('refuses a file that is not a png or jpg by its content, whatever it is called', async () => {
    const text = await upload(Buffer.from('<script>alert(1)</script> not an image'), content);
    expect([text.status, text.body.errorCode]).toEqual([422, 'upload_invalid_image']);
    const gif = await upload(
      Buffer.from('474946383961010001000000002c00000000010001000002003b', 'hex'),
      content,
    );
    expect([gif.status, gif.body.errorCode]).toEqual([422, 'upload_invalid_image']);
    const empty = await upload(Buffer.alloc(0), content);
    expect(empty.status).toBe(422);
    const json = await t.app.inject({
      method: 'POST',
      url: '/console-api/media',
      headers: { authorization: content },
      payload: { url: 'https://evil.example/x.png' },
    });
    expect([json.statusCode, json.json<{ errorCode: string }>().errorCode]).toEqual([
      422,
      'upload_invalid_image',
    ]);
  });

  it('refuses a body over 5 MB without a server error', async () => {
    const huge = await upload(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), content);
    expect([huge.status, huge.body.errorCode]).toEqual([413, 'payload_too_large']);
  });

  it('lets only staff with content.write upload', async () => {
    const member = (await login(t, { username: 'demomember', password: 'demo1234' })).body.value.token;
    expect((await upload(PNG, member)).status).toBe(401);
    expect((await upload(PNG, undefined)).status).toBe(401);
    const refused = await upload(PNG, finance);
    expect([refused.status, refused.body.errorCode]).toEqual([403, 'forbidden']);
  });

  it('answers 404 with the envelope for unknown or malformed names', async () => {
    for (const url of [
      `/wps/media/${'0'.repeat(64)}.png`,
      `/wps/media/${sha256(PNG)}.jpg`,
      `/wps/media/${sha256(PNG)}`,
      '/wps/media/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect([url, answer.statusCode, answer.json<{ errorCode: string }>().errorCode]).toEqual([
        url,
        404,
        'not_found',
      ]);
    }
  });
});
