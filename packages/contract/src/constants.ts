/** Business constants of spec section 9 that the foundation uses. */
export const WRONG_PASSWORD_LIMIT = 5;
export const TOO_MANY_REQUESTS_WAIT_MINUTES = 5;
export const REMEMBER_ME_DAYS = 1;
export const CAPTCHA_REFRESH_MIN_MS = 1000;
export const CAPTCHA_TTL_MINUTES = 5;
/** How long a member session lives after its last use. */
export const SESSION_IDLE_HOURS = 24;
/** A member counts as online while one of its live sessions was used within these minutes. */
export const ONLINE_MINUTES = 5;
export const BALANCE_DECIMALS = 2;
/** Minor units per major unit for the wallet's integer amounts. */
export const MINOR_UNITS_PER_MAJOR = 100;
/** Window in which failed logins from one IP keep asking for a captcha. */
export const CAPTCHA_IP_WINDOW_MINUTES = 15;

/** Formats integer minor units as a decimal string with the balance scale (2 decimals). */
export const formatMinorUnits = (minor: bigint | number): string => {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const scale = BigInt(MINOR_UNITS_PER_MAJOR);
  const whole = abs / scale;
  const fraction = (abs % scale).toString().padStart(BALANCE_DECIMALS, '0');
  return `${negative ? '-' : ''}${whole.toString()}.${fraction}`;
};

const DECIMAL = new RegExp(`^([+-]?)(\\d{1,15})(?:\\.(\\d{1,${BALANCE_DECIMALS}}))?$`);

/**
 * A decimal string in major units ("1234.5", "-0.01") as integer minor units, exactly, without
 * floating point. Undefined for anything else: exponents, separators, more than 2 decimals.
 */
export const parseMinorUnits = (text: string): bigint | undefined => {
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  const minor =
    BigInt(whole) * BigInt(MINOR_UNITS_PER_MAJOR) + BigInt(fraction.padEnd(BALANCE_DECIMALS, '0'));
  return sign === '-' ? -minor : minor;
};

/** Verification codes (SMS and email): 6 digits, valid this long (the issue caps it at 10). */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_MINUTES = 3;
/** Wrong answers a code survives; the next wrong one kills it and a new code must be requested. */
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
/** Codes sent to one mobile number or email address per hour; more waits the spec's 5 minutes. */
export const VERIFICATION_CODES_PER_HOUR = 5;
/** The get-code button ignores a second press within this time (spec section 9). */
export const GET_CODE_THROTTLE_MS = 1000;
/** A password reset link from the forgot-by-email flow works once, for this long. */
export const PASSWORD_RESET_LINK_MINUTES = 30;
/** A new-device or two-factor check must be answered within this time after the password. */
export const LOGIN_CHALLENGE_MINUTES = 10;
/** Ages the birthday check may require (spec sections 5 and 9). */
export const MINIMUM_AGES = [18, 21] as const;
/** A social-login ticket, from the provider's callback to the web page that uses it. */
export const SOCIAL_TICKET_MINUTES = 10;

/** The key derivation of a captcha's proof of work (altcha PoW v2). */
export const CAPTCHA_WORK_ALGORITHM = 'PBKDF2/SHA-256';

/** A captcha's proof of work as the client sends it: `<counter>:<derived key in hex>`. */
export const formatCaptchaProof = (solution: { counter: number; derivedKey: string }) =>
  `${solution.counter}:${solution.derivedKey}`;

/** The counter and derived key of a `captchaProof`, or undefined when it has another shape. */
export const parseCaptchaProof = (
  proof: string | undefined,
): { counter: number; derivedKey: string } | undefined => {
  const match = proof === undefined ? null : /^(\d{1,10}):([0-9a-f]{2,128})$/.exec(proof);
  if (!match?.[1] || !match[2]) return undefined;
  return { counter: Number(match[1]), derivedKey: match[2] };
};
