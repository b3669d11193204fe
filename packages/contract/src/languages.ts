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
