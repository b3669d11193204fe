import { validationText } from './validation-messages.ts';
import type { Language } from './languages.ts';

/**
 * Countries offered by the mobile-number picker (spec section 3, "Country"): the dialing code and
 * how many digits a national mobile number has there, without the leading trunk 0 (spec section
 * 5: "phone number of N digits, length configurable per region").
 */
export interface Country {
  countryCode: string;
  countryDialingCode: string;
  /** Digits of a national mobile number without the trunk prefix: [min, max]. */
  digits: readonly [number, number];
}

export const COUNTRIES: readonly Country[] = [
  { countryCode: 'JP', countryDialingCode: '81', digits: [10, 10] },
  { countryCode: 'US', countryDialingCode: '1', digits: [10, 10] },
  { countryCode: 'GB', countryDialingCode: '44', digits: [10, 10] },
  { countryCode: 'KR', countryDialingCode: '82', digits: [9, 10] },
  { countryCode: 'CN', countryDialingCode: '86', digits: [11, 11] },
  { countryCode: 'TW', countryDialingCode: '886', digits: [9, 9] },
  { countryCode: 'HK', countryDialingCode: '852', digits: [8, 8] },
  { countryCode: 'TH', countryDialingCode: '66', digits: [9, 9] },
  { countryCode: 'VN', countryDialingCode: '84', digits: [9, 10] },
  { countryCode: 'PH', countryDialingCode: '63', digits: [10, 10] },
  { countryCode: 'ID', countryDialingCode: '62', digits: [9, 12] },
  { countryCode: 'MY', countryDialingCode: '60', digits: [9, 10] },
  { countryCode: 'SG', countryDialingCode: '65', digits: [8, 8] },
  { countryCode: 'IN', countryDialingCode: '91', digits: [10, 10] },
  { countryCode: 'AU', countryDialingCode: '61', digits: [9, 9] },
  { countryCode: 'BR', countryDialingCode: '55', digits: [10, 11] },
];

export const DEFAULT_COUNTRY_DIALING_CODE = '81';

export const findCountry = (countryDialingCode: string): Country | undefined =>
  COUNTRIES.find((country) => country.countryDialingCode === countryDialingCode.replace(/^\+/, ''));

/**
 * The national number as stored: digits only, spaces and hyphens dropped, one leading trunk 0
 * removed (090-1234-5678 in Japan is 9012345678). Null when it is not a mobile number of the
 * country's length, or the country is not offered.
 */
export const normalizeMobile = (countryDialingCode: string, mobileNum: string): string | null => {
  const country = findCountry(countryDialingCode);
  if (!country) return null;
  const compact = mobileNum.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(compact)) return null;
  const national = compact.startsWith('0') ? compact.slice(1) : compact;
  const [min, max] = country.digits;
  return national.length >= min && national.length <= max ? national : null;
};

/**
 * Why a typed mobile number is refused (spec section 5: "phone number of N digits", the length
 * per region), or undefined when it is a mobile number of the country. Server and forms share it.
 */
export const mobileFormatMessage = (
  countryDialingCode: string,
  mobileNum: string,
  language: Language,
): string | undefined => {
  if (normalizeMobile(countryDialingCode, mobileNum) !== null) return undefined;
  const country = findCountry(countryDialingCode);
  if (country === undefined || !/^[\d\s-]+$/.test(mobileNum.trim()))
    return validationText('phoneFormat', language);
  const [min, max] = country.digits;
  return min === max
    ? validationText('phoneDigits', language).replace('{n}', String(min))
    : validationText('phoneDigitsRange', language)
        .replace('{min}', String(min))
        .replace('{max}', String(max));
};

/** `+81 90****5678`: enough for the member to recognise the number, not enough to learn it. */
export const maskMobile = (countryDialingCode: string, national: string): string =>
  `+${countryDialingCode} ${national.slice(0, 2)}${'*'.repeat(Math.max(0, national.length - 6))}${national.slice(-4)}`;

/** `ta***@example.com`. */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
};
