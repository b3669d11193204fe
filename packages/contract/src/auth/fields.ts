import { z } from 'zod';

/* Field shapes of the account forms, shared by the auth and members schemas. */

export const text = (max = 255) => z.string().trim().max(max);
/** A national mobile number as typed (digits, spaces, hyphens); its length is checked per country. */
export const mobileNum = text(20).min(1);
/** The country's dialing code, with or without its `+`; the `+` is dropped. */
export const countryDialingCode = text(4)
  .regex(/^\+?\d{1,4}$/)
  .transform((code) => code.replace(/^\+/, ''));
export const verificationCode = text(255).min(1);
export const password = z.string().min(1).max(128);
