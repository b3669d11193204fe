import { useTranslation } from 'react-i18next';
import { cx } from '@platform/ui/cx.ts';

/** The product's mark (the member site's star) and the console's name. */
export function Logo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <span className={cx('logo', size === 'lg' && 'logo--lg')}>
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect className="logo__mark-bg" width="32" height="32" rx="9" />
        <path
          className="logo__mark-star"
          d="M16 5l3.2 6.9 7.3.8-5.4 5 1.5 7.3L16 21.3 9.4 25l1.5-7.3-5.4-5 7.3-.8z"
        />
      </svg>
      <span className="logo__name">{t('app.name')}</span>
    </span>
  );
}
