import { describe, expect, it } from 'vitest';
import { formatMinorUnits, parseMinorUnits } from './constants.ts';
import { MAX_AMOUNT_MINOR_UNITS, amountSchema } from './amounts.ts';
import { PATTERN_FAMILIES, type PatternFamilyId } from './patterns.ts';
import { patternMessage } from './validation-messages.ts';
import { toLanguage } from './languages.ts';
import { flattenWhitelabel, type RegisterConfig } from './system/schemas.ts';
import { buildRegisterSchema, toFieldErrors } from './auth/schemas.ts';
import { fromBase64, toBase64 } from './encryption.ts';

const matches = (id: PatternFamilyId, value: string) => new RegExp(PATTERN_FAMILIES[id], 'u').test(value);

describe('pattern families', () => {
  it.each([
    ['LETTER_FIRST_ALNUM', 'abc123', '1abc'],
    ['LETTERS_DIGITS', 'abc123', 'abcdef'],
    ['DIGITS', '0901234567', '09-0123'],
    ['LETTERS_OR_DIGITS', '123456', 'abc123'],
    ['LETTERS_DIGITS_UPPER', 'Abc123', 'abc123'],
    ['STRONG_PASSWORD', 'Abc123!x', 'Abc12345'],
    ['EMAIL', 'a.b@example.jp', 'a@b'],
    ['FULL_NAME', 'Taro Yamada', 'Taro'],
    ['FULLWIDTH_JAPANESE', 'やまだたろう', 'yamada'],
    ['DATE_YMD', '2000-12-31', '2000-13-01'],
    ['DATE_MDY', '12-31-2000', '2000-12-31'],
    ['NO_SPACES', 'a_b', 'a b'],
    ['UPPER_SPACES', 'TARO YAMADA', 'Taro Yamada'],
    ['KOREAN', '김철수', 'kim'],
    ['THAI', 'สมชาย', 'somchai'],
  ] as const)('%s accepts %s and refuses %s', (id, good, bad) => {
    expect(matches(id, good)).toBe(true);
    expect(matches(id, bad)).toBe(false);
  });

  it('builds the message from the pattern text and bounds, one number when they are equal', () => {
    expect(patternMessage('DIGITS', 6, 6, 'EN')).toBe('Digits only, 6 characters');
    expect(patternMessage('LETTERS_DIGITS', 6, 20, 'JA')).toBe('英字と数字の組み合わせ、6〜20文字');
  });
});

const rule = (id: PatternFamilyId, min: number, max: number, enabled = false, required = false) => ({
  enabled,
  required,
  acceptedPattern: PATTERN_FAMILIES[id],
  patternId: id,
  minLength: min,
  maxLength: max,
});

const config: RegisterConfig = {
  username: rule('LETTER_FIRST_ALNUM', 4, 16, true, true),
  password: rule('LETTERS_DIGITS', 6, 20, true, true),
  mobileNum: rule('DIGITS', 8, 11, true, true),
  payeeName: rule('GENERAL', 2, 40),
  paymentPassword: rule('DIGITS', 6, 6),
  qqNum: rule('DIGITS', 5, 12),
  line: rule('NO_SPACES', 4, 20),
  whatsapp: rule('DIGITS', 8, 15),
  facebook: rule('NO_SPACES', 5, 50),
  wechat: rule('NO_SPACES', 6, 20),
  idNumber: rule('LETTERS_DIGITS_SYMBOLS', 6, 20),
  email: rule('EMAIL', 6, 64, true),
  recommenderId: rule('LETTER_FIRST_ALNUM', 4, 16),
  affiliateCode: rule('NO_SPACES', 4, 20, true),
  captcha: rule('GENERAL', 4, 4),
};

describe('registration rules', () => {
  const schema = buildRegisterSchema(config, 'EN');

  it('passes a valid registration', () => {
    const result = schema.safeParse({
      username: 'taro01',
      password: 'pass1234',
      confirmPassword: 'pass1234',
      mobileNum: '09012345678',
      terms: true,
    });
    expect(result.success).toBe(true);
  });

  it('flags required, pattern, confirmation and terms under their fields', () => {
    const result = schema.safeParse({
      username: 'taro01',
      password: 'pass1234',
      confirmPassword: 'pass123',
      email: 'x',
      terms: false,
    });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error?.issues ?? [])).toEqual({
      mobileNum: 'Input cannot be empty',
      email: 'A valid email address, 6-64 characters',
      confirmPassword: 'Incorrect confirmation input',
      terms: 'not empty?',
    });
  });

  it('applies the rules to trimmed values', () => {
    const result = schema.safeParse({
      username: '  taro01 ',
      password: 'pass1234',
      confirmPassword: 'pass1234',
      mobileNum: ' 09012345678',
      terms: true,
    });
    expect(result.success).toBe(true);
    expect(result.data?.username).toBe('taro01');
  });

  it('skips disabled fields whatever they hold', () => {
    const result = schema.safeParse({
      username: 'taro01',
      password: 'pass1234',
      confirmPassword: 'pass1234',
      mobileNum: '09012345678',
      wechat: 'with spaces',
      terms: true,
    });
    expect(result.success).toBe(true);
  });
});

describe('amounts', () => {
  it('parses decimal strings into exact minor units', () => {
    expect(parseMinorUnits('0.01')).toBe(1n);
    expect(parseMinorUnits('1234.5')).toBe(123_450n);
    expect(parseMinorUnits('-7')).toBe(-700n);
    expect(parseMinorUnits('+0.10')).toBe(10n);
    // 0.1 + 0.2 style drift cannot happen: no floating point on the way.
    expect(parseMinorUnits('999999999999999.99')).toBe(99_999_999_999_999_999n);
    for (const text of [
      '1.234',
      '1e3',
      '1,000',
      '.5',
      '12.',
      '',
      'NaN',
      'Infinity',
      '0x10',
      '--1',
      '1 000',
    ]) {
      expect(parseMinorUnits(text), text).toBeUndefined();
    }
  });

  it('accepts positive amounts only unless signed, and refuses zero and absurd sizes', () => {
    const positive = amountSchema();
    const signed = amountSchema({ signed: true });
    expect(positive.parse(' 10.50 ')).toBe(1_050n);
    expect(signed.parse('-10.50')).toBe(-1_050n);
    for (const text of ['-1.00', '+1.00', '0', '0.00', '100000000000.01', 'abc']) {
      expect(positive.safeParse(text).success, text).toBe(false);
    }
    for (const text of ['0', '-0.00', '-100000000000.01']) {
      expect(signed.safeParse(text).success, text).toBe(false);
    }
    expect(signed.parse('-100000000000.00')).toBe(-MAX_AMOUNT_MINOR_UNITS);
    expect(amountSchema({ max: 5_000n }).safeParse('50.01').success).toBe(false);
    expect(positive.safeParse(10).success).toBe(false);
  });
});

describe('helpers', () => {
  it('formats minor units with 2 decimals, exactly, for any size', () => {
    expect(formatMinorUnits(0n)).toBe('0.00');
    expect(formatMinorUnits(5)).toBe('0.05');
    expect(formatMinorUnits(-123456n)).toBe('-1234.56');
    expect(formatMinorUnits(9_007_199_254_740_993n)).toBe('90071992547409.93');
  });

  it('falls back to the default language for unsupported values', () => {
    expect(toLanguage('en')).toBe('EN');
    expect(toLanguage('XX')).toBe('JA');
    expect(toLanguage(undefined)).toBe('JA');
  });

  it('turns a module off when an ancestor is off', () => {
    const flat = flattenWhitelabel([
      {
        modId: 'A',
        enabled: true,
        childrenNodes: [
          { modId: 'B', enabled: false, childrenNodes: [{ modId: 'C', enabled: true, childrenNodes: [] }] },
        ],
      },
    ]);
    expect(flat).toEqual({ A: true, B: false, C: false });
  });

  it('round-trips base64', () => {
    const bytes = new Uint8Array([0, 1, 254, 255, 128]);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
  });
});
