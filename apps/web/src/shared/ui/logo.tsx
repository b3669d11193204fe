import { cx } from '@platform/ui/cx.ts';

interface LogoProps {
  siteName: string;
  size?: 'md' | 'lg';
}

/** The site's mark and name; the mark is drawn with the theme's accent colours. */
export function Logo({ siteName, size = 'md' }: LogoProps) {
  return (
    <span className={cx('logo', size === 'lg' && 'logo--lg')}>
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect className="logo__mark-bg" width="32" height="32" rx="9" />
        <path
          className="logo__mark-star"
          d="M16 5l3.2 6.9 7.3.8-5.4 5 1.5 7.3L16 21.3 9.4 25l1.5-7.3-5.4-5 7.3-.8z"
        />
      </svg>
      <span className="logo__name">{siteName}</span>
    </span>
  );
}
