import { useState } from 'react';
import type { LobbyVendor } from '@platform/contract';
import { cx } from '@platform/ui/cx.ts';
import { useImageUrl } from '../../../shared/lib/cdn.ts';
import '../games.css';
import './vendor-logo.css';

/** A vendor's logo, or its initials when it has none or the image fails. Decorative: the name is beside it. */
export function VendorLogo({ vendor, size = 'md' }: { vendor: LobbyVendor; size?: 'sm' | 'md' | 'lg' }) {
  const [hasFailed, setFailed] = useState(false);
  const imageUrl = useImageUrl();
  const className = cx('vendor-logo', `vendor-logo--${size}`);
  if (vendor.logoUrl === null || vendor.logoUrl === '' || hasFailed) {
    return (
      <span className={cx(className, 'vendor-logo--initials')} aria-hidden="true">
        {vendor.displayName.slice(0, 2).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className={className}
      src={imageUrl(vendor.logoUrl)}
      alt=""
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
