import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Banner } from '@platform/contract';

interface BannerLinkProps {
  banner: Pick<Banner, 'linkageType' | 'url'>;
  className: string;
  children: ReactNode;
}

/**
 * What a click on a banner does (its linkage): an in-app path through the router, an outside page
 * in a new tab that cannot reach back to this one, or nothing.
 */
export function BannerLink({ banner, className, children }: BannerLinkProps) {
  if (banner.url === null || banner.linkageType === 'NONE') {
    return <div className={className}>{children}</div>;
  }
  if (banner.linkageType === 'INTERNAL') {
    return (
      <Link to={banner.url} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={banner.url} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
