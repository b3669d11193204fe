/** Languages with complete texts. The spec's configured set is EN and JA, JA the default. */
export const SUPPORTED_LANGUAGES = ['JA', 'EN'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'JA';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

/** Reads a `Language` header or stored value; anything unsupported falls back to the default. */
export const toLanguage = (value: unknown, fallback: Language = DEFAULT_LANGUAGE): Language => {
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : value;
  return isLanguage(upper) ? upper : fallback;
};

/**
 * The display languages operators in this field offer (spec section 1, "about 30"), each named in
 * itself. An operator can enable one once the product has its texts (`SUPPORTED_LANGUAGES`).
 */
export const DISPLAY_LANGUAGES = [
  { code: 'JA', nativeName: '日本語' },
  { code: 'EN', nativeName: 'English' },
  { code: 'ZH', nativeName: '简体中文' },
  { code: 'ZH_TW', nativeName: '繁體中文' },
  { code: 'KO', nativeName: '한국어' },
  { code: 'VI', nativeName: 'Tiếng Việt' },
  { code: 'TH', nativeName: 'ไทย' },
  { code: 'ID', nativeName: 'Bahasa Indonesia' },
  { code: 'MS', nativeName: 'Bahasa Melayu' },
  { code: 'TL', nativeName: 'Filipino' },
  { code: 'KM', nativeName: 'ខ្មែរ' },
  { code: 'LO', nativeName: 'ລາວ' },
  { code: 'MY', nativeName: 'မြန်မာ' },
  { code: 'HI', nativeName: 'हिन्दी' },
  { code: 'BN', nativeName: 'বাংলা' },
  { code: 'UR', nativeName: 'اردو' },
  { code: 'AR', nativeName: 'العربية' },
  { code: 'FA', nativeName: 'فارسی' },
  { code: 'TR', nativeName: 'Türkçe' },
  { code: 'RU', nativeName: 'Русский' },
  { code: 'UK', nativeName: 'Українська' },
  { code: 'PL', nativeName: 'Polski' },
  { code: 'DE', nativeName: 'Deutsch' },
  { code: 'FR', nativeName: 'Français' },
  { code: 'ES', nativeName: 'Español' },
  { code: 'PT', nativeName: 'Português' },
  { code: 'PT_BR', nativeName: 'Português (Brasil)' },
  { code: 'IT', nativeName: 'Italiano' },
  { code: 'NL', nativeName: 'Nederlands' },
  { code: 'SV', nativeName: 'Svenska' },
] as const;
export type DisplayLanguageCode = (typeof DISPLAY_LANGUAGES)[number]['code'];

/** The name a language is shown under in switchers: its own name. */
export const nativeLanguageName = (code: string): string =>
  DISPLAY_LANGUAGES.find((language) => language.code === code)?.nativeName ?? code;
