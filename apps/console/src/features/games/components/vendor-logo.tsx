import { useState } from 'react';
import type { VendorAdmin } from '@platform/contract';
import '../games.css';
import './vendor-logo.css';

/** The vendor's logo, or its code's first letters when it has none or the image fails. */
export function VendorLogo({ vendor }: { vendor: Pick<VendorAdmin, 'vassalage' | 'logoUrl'> }) {
  const [hasFailed, setFailed] = useState(false);
  if (vendor.logoUrl === null || hasFailed) {
    return (
      <span className="vendor-logo vendor-logo--initials" aria-hidden="true">
        {vendor.vassalage.slice(0, 2)}
      </span>
    );
  }
  return (
    <img
      className="vendor-logo"
      src={vendor.logoUrl}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
