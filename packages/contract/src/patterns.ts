/**
 * The field-validation pattern families of spec section 5. The server sends the family id
 * (`patternId`) and its expression (`acceptedPattern`); an operator may set a custom expression
 * with `patternId` CUSTOM.
 */
export const PATTERN_FAMILIES = {
  GENERAL: '^[\\s\\S]*$',
  LETTER_FIRST_ALNUM: '^[A-Za-z][A-Za-z0-9]*$',
  LETTERS_KANJI: '^[A-Za-z\\u3400-\\u4DBF\\u4E00-\\u9FFF]+$',
  EMAIL: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$',
  LETTERS_OR_DIGITS: '^(?:[A-Za-z]+|[0-9]+)$',
  LETTERS_DIGITS: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
  DIGITS: '^[0-9]+$',
  LETTERS_DIGITS_UPPER: '^(?=.*[A-Z])(?=.*[0-9])[A-Za-z0-9]+$',
  LETTERS_SPACES: '^[A-Za-z]+(?: [A-Za-z]+)*$',
  NO_SPACES: '^\\S+$',
  DATE_YMD: '^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])$',
  DATE_MDY: '^(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])-\\d{4}$',
  KOREAN: '^[\\uAC00-\\uD7A3\\u1100-\\u11FF\\u3130-\\u318F]+$',
  THAI: '^[\\u0E00-\\u0E7F]+$',
  THAI_ENGLISH_SPACES: '^[\\u0E00-\\u0E7FA-Za-z]+(?: [\\u0E00-\\u0E7FA-Za-z]+)*$',
  UPPER_SPACES: '^[A-Z]+(?: [A-Z]+)*$',
  LETTERS_DIGITS_SYMBOLS: '^[\\x21-\\x7E]+$',
  STRONG_PASSWORD: '^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9])[\\x21-\\x7E]+$',
  /** The default password rule: a letter and a digit at least; symbols and inner spaces allowed (passphrases). */
  PASSPHRASE: '^(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7E](?:[\\x20-\\x7E]*[\\x21-\\x7E])?$',
  FULL_NAME: '^\\S+(?: \\S+)+$',
  FULLWIDTH_JAPANESE: '^[\\u3000-\\u303F\\u3040-\\u309F\\u30A0-\\u30FF\\uFF01-\\uFF60\\u4E00-\\u9FFF]+$',
} as const;

export type PatternFamilyId = keyof typeof PATTERN_FAMILIES;
export const PATTERN_FAMILY_IDS = Object.keys(PATTERN_FAMILIES) as PatternFamilyId[];
export const CUSTOM_PATTERN_ID = 'CUSTOM';
export type PatternId = PatternFamilyId | typeof CUSTOM_PATTERN_ID;
