import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';

/** "2026-11-20 00:00 – 2026-12-20 00:00" in the merchant's time zone. */
export function PromotionPeriod({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const { t } = useTranslation();
  const { timeZone } = useSiteConfig();
  const minutes = (iso: string) => formatDateTime(new Date(iso), timeZone).slice(0, 16);
  return (
    <p className="promo-period">
      <span className="promo-period__label">{t('promotions.period')}</span>
      <time dateTime={startsAt}>{minutes(startsAt)}</time> – <time dateTime={endsAt}>{minutes(endsAt)}</time>
    </p>
  );
}
