import { describe, expect, it } from 'vitest';
import { findCountry, maskEmail, maskMobile, normalizeMobile } from './countries.ts';
import { loginRequestSchema, registerMobileRequestSchema } from './auth/schemas.ts';
import { profileUpdateSchema } from './members/schemas.ts';

describe('mobile numbers', () => {
  it('keeps the national digits without the trunk 0, spaces or hyphens', () => {
    expect(normalizeMobile('81', '090-1234-5678')).toBe('9012345678');
    expect(normalizeMobile('+81', '90 1234 5678')).toBe('9012345678');
    expect(normalizeMobile('65', '91234567')).toBe('91234567');
  });

  it('refuses numbers of the wrong length, letters and unknown countries', () => {
    expect(normalizeMobile('81', '090123456')).toBeNull();
    expect(normalizeMobile('81', '0901234567a')).toBeNull();
    expect(normalizeMobile('81', '+819012345678')).toBeNull();
    expect(normalizeMobile('999', '9012345678')).toBeNull();
    expect(findCountry('+66')?.countryCode).toBe('TH');
  });

  it('masks what it shows back', () => {
    expect(maskMobile('81', '9012345678')).toBe('+81 90****5678');
    expect(maskEmail('taro@example.com')).toBe('ta***@example.com');
    expect(maskEmail('t@example.com')).toBe('t***@example.com');
  });
});

describe('login request', () => {
  it('defaults to the username type and needs its fields', () => {
    expect(loginRequestSchema.parse({ username: 'taro', password: 'x' }).type).toBe('username');
    const missing = loginRequestSchema.safeParse({ type: 'username', password: 'x' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => issue.path[0])).toEqual(['username']);
  });

  it('needs a number, a dialing code and a code for SMS, never a password', () => {
    const parsed = loginRequestSchema.parse({
      type: 'sms',
      mobileNum: '09012345678',
      countryDialingCode: '+81',
      verificationCode: '123456',
    });
    expect(parsed.countryDialingCode).toBe('81');
    const missing = loginRequestSchema.safeParse({ type: 'sms', mobileNum: '09012345678' });
    expect(missing.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'countryDialingCode',
      'verificationCode',
    ]);
  });

  it('refuses unknown fields', () => {
    expect(loginRequestSchema.safeParse({ username: 'a', password: 'b', admin: true }).success).toBe(false);
  });
});

describe('account requests', () => {
  it('trims mobile registration fields and keeps passwords as typed', () => {
    const parsed = registerMobileRequestSchema.parse({
      mobileNum: ' 09012345678 ',
      countryDialingCode: '81',
      password: ' pass word ',
      confirmPassword: ' pass word ',
      terms: true,
    });
    expect(parsed.mobileNum).toBe('09012345678');
    expect(parsed.password).toBe(' pass word ');
    expect(parsed.login).toBe(true);
  });

  it('accepts only profile fields of spec section 3', () => {
    expect(profileUpdateSchema.safeParse({ nickname: 'Taro', birthday: '2000-01-01' }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ balance: '100' }).success).toBe(false);
  });
});
