import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LinkageType } from '@platform/contract';

interface NoticeLinkProps {
  linkageType: LinkageType;
  url: string | null;
  className?: string;
  /** The link's accessible name when its content is only an image. */
  label?: string;
  /** Runs when the link is followed (a popup closes itself). */
  onFollow?: () => void;
  children: ReactNode;
}

/**
 * What a banner or popup opens (its linkage): an in-app path in this tab, an outside page in a new
 * tab that cannot reach back, or nothing (the content alone).
 */
export function NoticeLink({ linkageType, url, className, label, onFollow, children }: NoticeLinkProps) {
  if (linkageType === 'NONE' || url === null) return <span className={className}>{children}</span>;
  if (linkageType === 'INTERNAL') {
    return (
      <Link to={url} className={className} aria-label={label} onClick={onFollow}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={url}
      className={className}
      aria-label={label}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onFollow}
    >
      {children}
    </a>
  );
}
