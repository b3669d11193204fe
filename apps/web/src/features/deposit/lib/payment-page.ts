import { env } from '../../../shared/config/env.ts';

/** The gateway's page as an absolute address; the server may answer a path on its own origin. */
export const paymentPageUrl = (paymentUrl: string): string =>
  new URL(paymentUrl, env.apiUrl === '' ? window.location.origin : env.apiUrl).toString();

/**
 * Opens the payment gateway in a new window, leaving this page to show the order while it waits.
 * The new window keeps the session (a copy of this tab's storage), so the gateway's link back to
 * the order works there too. Answers false when the browser blocked it.
 */
export const openPaymentPage = (paymentUrl: string): boolean =>
  window.open(paymentPageUrl(paymentUrl), '_blank') !== null;
