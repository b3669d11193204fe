// @vitest-environment happy-dom
// The form's module runs the app's i18n (shared/lib/form.ts): it sets the page's language.
import { describe, expect, it } from 'vitest';
import {
  PATTERN_FAMILIES,
  REGISTER_FIELDS,
  type FieldRule,
  type PatternFamilyId,
  type RegisterConfig,
} from '@platform/contract';
import { buildMobileRegisterSchema } from './mobile-register-form.tsx';

const rule = (
  patternId: PatternFamilyId,
  minLength: number,
  maxLength: number,
  enabled = false,
  required = false,
) =>
  ({
    enabled,
    required,
    acceptedPattern: PATTERN_FAMILIES[patternId],
    patternId,
    minLength,
    maxLength,
  }) satisfies FieldRule;

/** The rules the form reads are the product's defaults; the others take anything. */
const config: RegisterConfig = {
  ...(Object.fromEntries(REGISTER_FIELDS.map((field) => [field, rule('GENERAL', 0, 255)])) as RegisterConfig),
  password: rule('PASSPHRASE', 8, 128, true, true),
  mobileNum: rule('DIGITS', 8, 11, true),
  paymentPassword: rule('DIGITS', 6, 6),
  affiliateCode: rule('NO_SPACES', 4, 20, true),
};
const OFF = { hasSmsCode: false, hasPaymentPassword: false };

const form = {
  countryDialingCode: '81',
  mobileNum: '090-1234-5678',
  password: 'sakura2024',
  confirmPassword: 'sakura2024',
  terms: true,
};

const problems = (
  values: object,
  options: { config?: RegisterConfig; switches?: typeof OFF; language?: 'EN' | 'JA' } = {},
) => {
  const schema = buildMobileRegisterSchema(
    options.config ?? config,
    options.switches ?? OFF,
    options.language ?? 'EN',
  );
  const result = schema.safeParse({ ...form, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the mobile registration’s rules', () => {
  it('takes a Japanese mobile number written with its trunk 0 and dashes', () => {
    expect(problems({})).toEqual({});
  });

  it('names the country’s digits for a number of another length, and the format for letters', () => {
    expect(problems({ mobileNum: '090-1234-567' })).toEqual({ mobileNum: 'Phone number of 10 digits' });
    expect(problems({ mobileNum: 'O9O12345678' })).toEqual({ mobileNum: 'Phone format is incorrect' });
    expect(problems({ mobileNum: '' })).toEqual({ mobileNum: 'Input cannot be empty' });
    expect(problems({ mobileNum: '0901234567' }, { language: 'JA' })).toEqual({
      mobileNum: '10桁の電話番号を入力してください',
    });
  });

  it('checks the password by the operator’s rule and the confirmation against it', () => {
    const passwordRule = 'At least one letter and one digit (symbols and spaces allowed), 8-128 characters';
    expect(problems({ password: 'sakurasakura', confirmPassword: 'sakurasakura' })).toEqual({
      password: passwordRule,
    });
    expect(problems({ password: 'sak2024', confirmPassword: 'sak2024' })).toEqual({ password: passwordRule });
    expect(problems({ password: 'sak 2024!', confirmPassword: 'sak 2024!' })).toEqual({});
    expect(problems({ confirmPassword: 'sakura2025' })).toEqual({
      confirmPassword: 'Incorrect confirmation input',
    });
  });

  it('asks for the SMS code only when SMS verification is on', () => {
    const sms = { hasSmsCode: true, hasPaymentPassword: false };
    expect(problems({}, { switches: sms })).toEqual({
      verificationCode: 'Please enter the verification code',
    });
    expect(problems({ verificationCode: '123456' }, { switches: sms })).toEqual({});
  });

  it('checks the payment password only when it is set at registration', () => {
    const payment = { hasSmsCode: false, hasPaymentPassword: true };
    expect(problems({ paymentPassword: '12345' }, { switches: payment })).toEqual({
      paymentPassword: 'Digits only, 6 characters',
    });
    expect(problems({}, { switches: payment })).toEqual({ paymentPassword: 'Input cannot be empty' });
    expect(problems({ paymentPassword: '123456' }, { switches: payment })).toEqual({});
    expect(problems({ paymentPassword: '12345' })).toEqual({});
  });

  it('checks an affiliate code when given, and asks for it only when the operator requires it', () => {
    expect(problems({ affiliateCode: 'ab cd' })).toHaveProperty('affiliateCode');
    expect(problems({ affiliateCode: '' })).toEqual({});
    const required = { ...config, affiliateCode: rule('NO_SPACES', 4, 20, true, true) };
    expect(problems({ affiliateCode: '' }, { config: required })).toEqual({
      affiliateCode: 'Input cannot be empty',
    });
    const hidden = { ...config, affiliateCode: rule('NO_SPACES', 4, 20, false) };
    expect(problems({ affiliateCode: 'ab cd' }, { config: hidden })).toEqual({});
  });

  it('asks for the terms to be accepted', () => {
    expect(problems({ terms: false }, { language: 'JA' })).toEqual({ terms: '利用規約に同意してください' });
  });
});
