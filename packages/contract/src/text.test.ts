import { describe, expect, it } from 'vitest';
import { hasInvalidCharacters } from './text.ts';
import { isCalendarDay } from './list-queries.ts';
import {
  isCurrencyCode,
  isCustomerServiceLink,
  isIanaTimeZone,
  siteSettingSchema,
} from './system/schemas.ts';

describe('hasInvalidCharacters', () => {
  it('refuses C0 controls but tab and line breaks, DEL and lone surrogates, anywhere', () => {
    for (const text of ['a\u0000b', '\u0001', 'x\u001f', 'x\u007f', '\ud800', 'x\udc00', '\udbff\u0041']) {
      expect(hasInvalidCharacters(text, true), JSON.stringify(text)).toBe(true);
    }
  });

  it('takes tabs and line breaks only in multi-line texts', () => {
    for (const text of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(hasInvalidCharacters(text, true)).toBe(false);
      expect(hasInvalidCharacters(text, false)).toBe(true);
    }
  });

  it('takes any other text, emoji and right-to-left marks included', () => {
    for (const text of ['', 'Taro Yamada', '山田 太郎', 'مرحبا', '\u{1f600}', '\u202e', '\u00a0', 'ß€']) {
      expect(hasInvalidCharacters(text, false), text).toBe(false);
    }
  });
});

describe('site setting checks', () => {
  it('knows IANA time zones, never offsets or made-up names', () => {
    for (const zone of ['Asia/Tokyo', 'UTC', 'Etc/GMT-9', 'America/Argentina/Buenos_Aires']) {
      expect(isIanaTimeZone(zone), zone).toBe(true);
    }
    for (const zone of ['Mars/Olympus', '+09:00', 'GMT+9', '', 'Asia/Tokyo ', 'a'.repeat(65)]) {
      expect(isIanaTimeZone(zone), zone).toBe(false);
    }
  });

  it('knows ISO 4217 currencies', () => {
    expect(['JPY', 'USD', 'EUR', 'THB'].every(isCurrencyCode)).toBe(true);
    expect(['jpy', 'XYZ', 'YEN', 'JP', ''].some(isCurrencyCode)).toBe(false);
  });

  it('takes customer-service links over https, mailto, tel, chat apps and site paths only', () => {
    for (const link of [
      'https://t.me/x',
      'mailto:a@example.com',
      'tel:+8131234',
      'line://ti/p/@x',
      '/chat',
    ]) {
      expect(isCustomerServiceLink(link), link).toBe(true);
    }
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,x',
      'http://x.example',
      '//x.example',
      'https://',
    ]) {
      expect(isCustomerServiceLink(link), link).toBe(false);
    }
  });

  it('names the broken field with the contract’s text', () => {
    const result = siteSettingSchema.safeParse({
      siteName: 'Site',
      languages: ['JA'],
      defaultLanguage: 'JA',
      currency: { code: 'JPY', symbol: '¥' },
      timeZone: 'Mars/Olympus',
      customerService: [],
      isDemo: false,
    });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['timeZone'], 'invalidTimeZone'],
    ]);
  });
});

describe('isCalendarDay', () => {
  it('takes days of the calendar only', () => {
    expect(['2024-02-29', '0001-01-01', '9999-12-31'].every(isCalendarDay)).toBe(true);
    expect(['2023-02-29', '2024-02-30', '2024-13-01', '0000-01-01', '2024-1-1'].some(isCalendarDay)).toBe(
      false,
    );
  });
});
