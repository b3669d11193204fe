import { cx } from './cx.ts';
import './logo.css';

interface LogoProps {
  /** The site's or the console's name beside the mark. */
  name: string;
  size?: 'md' | 'lg';
  /** The operator's own mark; the product's mark (drawn with the theme's accent colours) when absent. */
  imageUrl?: string | null | undefined;
}

/** A mark and a name: the operator's logo image, or the product's mark. */
export function Logo({ name, size = 'md', imageUrl }: LogoProps) {
  return (
    <span className={cx('logo', size === 'lg' && 'logo--lg')}>
      {imageUrl ? (
        <img className="logo__mark logo__mark--image" src={imageUrl} alt="" />
      ) : (
        <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <rect className="logo__mark-bg" width="32" height="32" rx="9" />
          <path
            className="logo__mark-star"
            d="M16 5l3.2 6.9 7.3.8-5.4 5 1.5 7.3L16 21.3 9.4 25l1.5-7.3-5.4-5 7.3-.8z"
          />
        </svg>
      )}
      <span className="logo__name">{name}</span>
    </span>
  );
}
