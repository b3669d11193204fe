/** Business constants of spec section 9 that the foundation uses. */
export const WRONG_PASSWORD_LIMIT = 5;
export const TOO_MANY_REQUESTS_WAIT_MINUTES = 5;
export const REMEMBER_ME_DAYS = 1;
export const CAPTCHA_REFRESH_MIN_MS = 1000;
export const CAPTCHA_TTL_MINUTES = 5;
/** How long a member session lives after its last use. */
export const SESSION_IDLE_HOURS = 24;
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
