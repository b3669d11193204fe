import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@platform/ui/button.tsx';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { loadGoogleTag, readConsent, storeConsent, type AnalyticsConsent } from '../lib/google-tag.ts';
import './analytics-consent.css';

/**
 * The operator's Google tag (site config `analytics`): nothing without an id; with one, the tag
 * loads at once, or, where the operator requires consent, only after the visitor accepts in this
 * banner (the answer is kept in this browser; declining loads nothing).
 */
export function AnalyticsConsent() {
  const { t } = useTranslation();
  const { gtagId, consentRequired } = useSiteConfig().analytics;
  const [consent, setConsent] = useState<AnalyticsConsent | null>(readConsent);
  const isAllowed = gtagId !== null && (!consentRequired || consent === 'granted');

  useEffect(() => {
    if (isAllowed) loadGoogleTag(gtagId);
  }, [isAllowed, gtagId]);

  if (gtagId === null || !consentRequired || consent !== null) return null;
  const answer = (given: AnalyticsConsent) => {
    storeConsent(given);
    setConsent(given);
  };
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title">
      <div className="consent-banner__text">
        <h2 className="consent-banner__title" id="consent-banner-title">
          {t('consent.title')}
        </h2>
        <p className="consent-banner__body">{t('consent.body')}</p>
      </div>
      <div className="consent-banner__actions">
        <Button variant="secondary" onClick={() => answer('denied')}>
          {t('consent.decline')}
        </Button>
        <Button onClick={() => answer('granted')}>{t('consent.accept')}</Button>
      </div>
    </section>
  );
}
