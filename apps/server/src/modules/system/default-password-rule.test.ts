import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { login, register, send, validRegistration } from '../../testing/requests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const RULE_EN = 'At least one letter and one digit (symbols and spaces allowed), 8-128 characters';
const RULE_JA = '英字と数字をそれぞれ1文字以上（記号・スペースも使用可）、8〜128文字';

/** A 128-character passphrase with words, digits, symbols and spaces. */
const LONGEST = `${'the quick brown fox jumps over 13 lazy dogs; '.repeat(3).slice(0, 127)}9`;

const registerWith = (username: string, password: string, language = 'EN') =>
  register(t, { ...validRegistration(username), password, confirmPassword: password }, language);

describe('the default password rule', () => {
  it('is published: at least 8 characters, a letter and a digit, up to 128', async () => {
    const answer = await send<{ password: Record<string, unknown> }>(t, {
      method: 'GET',
      url: '/wps/system/setting/register',
    });
    expect(answer.body.value.password).toMatchObject({
      patternId: 'PASSPHRASE',
      minLength: 8,
      maxLength: 128,
    });
  });

  it('refuses short passwords and ones without a letter or a digit, in the request language', async () => {
    for (const [username, password] of [
      ['shortpw1', 'abc123'],
      ['shortpw2', 'abc1234'],
      ['nodigit1', 'password'],
      ['noletter1', '12345678'],
      ['edgespace1', ' demo12345'],
    ] as const) {
      const answer = await registerWith(username, password);
      expect(answer.status, password).toBe(422);
      expect(answer.body.value).toMatchObject({ fields: { password: RULE_EN } });
    }
    const inJapanese = await registerWith('shortpw3', 'abc123', 'JA');
    expect(inJapanese.body.value).toMatchObject({ fields: { password: RULE_JA } });
    // Past 128 the request's own size limit refuses it first (the forms stop typing at the rule's maximum).
    const tooLong = await registerWith('toolong1', `${LONGEST}x`);
    expect(tooLong.status).toBe(422);
    expect((tooLong.body.value as unknown as { fields: Record<string, string> }).fields.password).toMatch(
      /\S/,
    );
  });

  it('accepts symbols and long passphrases, and they log in', async () => {
    for (const [username, password] of [
      ['symbols1', 'P@ss-w0rd!#'],
      ['phrase1', 'correct horse battery staple 42'],
      ['longest1', LONGEST],
      ['eightchr1', 'abcdefg1'],
    ] as const) {
      expect(password.length).toBeLessThanOrEqual(128);
      const answer = await registerWith(username, password);
      expect(answer.status, password).toBe(200);
      const again = await login(t, { username, password });
      expect(again.status, password).toBe(200);
      expect(again.body.value.token).toMatch(/\S/);
    }
    expect(LONGEST).toHaveLength(128);
  });
});
