import { GOOGLE_TAG } from '@platform/contract';

/** The visitor's answer to the analytics consent banner, kept in this browser. */
export type AnalyticsConsent = 'granted' | 'denied';

const CONSENT_KEY = 'analyticsConsent';

export const readConsent = (): AnalyticsConsent | null => {
  try {
    const stored = localStorage.getItem(CONSENT_KEY);
    return stored === 'granted' || stored === 'denied' ? stored : null;
  } catch {
    return null;
  }
};

export const storeConsent = (consent: AnalyticsConsent) => {
  try {
    localStorage.setItem(CONSENT_KEY, consent);
  } catch {
    // Storage refused (private mode): the answer holds for this page only.
  }
};

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Google's queue function as Google documents it: gtag.js reads each command as the `arguments`
 * object it was pushed as (an array is not taken as a command).
 */
function gtag(..._command: unknown[]) {
  // eslint-disable-next-line prefer-rest-params -- gtag.js takes only the Arguments object
  (window.dataLayer ??= []).push(arguments);
}

let isLoaded = false;

/**
 * Loads the Google tag once (site config `analytics.gtagId`) and sends the page view; later route
 * changes are counted by the tag's enhanced measurement.
 */
export const loadGoogleTag = (gtagId: string) => {
  if (isLoaded) return;
  isLoaded = true;
  gtag('js', new Date());
  gtag('config', gtagId);
  const script = document.createElement('script');
  script.async = true;
  script.src = GOOGLE_TAG.scriptUrl(gtagId);
  document.head.append(script);
};
