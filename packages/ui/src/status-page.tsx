import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import './status-page.css';

interface StatusPageProps {
  /** Drawn large in a round badge above the heading. */
  icon: ReactNode;
  heading: string;
  /** A short code above the heading ("404"). */
  code?: string;
  /** Above the icon: the site's logo. */
  brand?: ReactNode;
  /** The whole window (no layout around it; the page's `<main>`), rather than a page inside the layout. */
  isFullPage?: boolean;
  /** What follows the heading: a line of information, then the way out. */
  children?: ReactNode;
}

/** A page that stands instead of the app's: maintenance, a refusal, a missing or failed page. */
export function StatusPage({ icon, heading, code, brand, isFullPage = false, children }: StatusPageProps) {
  const Root = isFullPage ? 'main' : 'div';
  return (
    <Root className={cx('status-page', isFullPage && 'status-page--full')}>
      <div className="status-page__card">
        {brand}
        <span className="status-page__icon">{icon}</span>
        {code !== undefined && <p className="status-page__code">{code}</p>}
        <h1 className="status-page__heading">{heading}</h1>
        {children}
      </div>
    </Root>
  );
}
