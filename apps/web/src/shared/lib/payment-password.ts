import { z } from 'zod';
import type { Translate } from '../../i18n/index.ts';
import type { ApiError } from './api-client.ts';

/** Failure detail of a wrong payment password. */
const remainingAttemptsSchema = z.object({ remainingAttempts: z.number().int() });

/**
 * What goes under the payment password field when the server refused it (`payment_password_incorrect`):
 * the attempts left before it locks, or the server's own message; undefined for any other failure.
 */
export const wrongPaymentPasswordText = (apiError: ApiError, t: Translate): string | undefined => {
  if (apiError.errorCode !== 'payment_password_incorrect') return undefined;
  const detail = remainingAttemptsSchema.safeParse(apiError.value);
  return detail.success
    ? t('paymentPassword.remainingAttempts', { count: detail.data.remainingAttempts })
    : apiError.message;
};
