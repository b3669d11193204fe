import { useTranslation } from 'react-i18next';
import type { LobbyVendor } from '@platform/contract';
import { Dialog } from '@platform/ui/dialog.tsx';
import { VendorLogo } from './vendor-logo.tsx';
import '../games.css';
import './vendor-popup.css';

interface VendorPopupProps {
  /** The entry's name ("Slots"). */
  label: string;
  vendors: readonly LobbyVendor[];
  onChoose: (vendor: LobbyVendor) => void;
  onClose: () => void;
}

/** The vendor popup list (spec section 2, when isGame is VASSALAGE): pick a vendor's games. */
export function VendorPopup({ label, vendors, onChoose, onClose }: VendorPopupProps) {
  const { t } = useTranslation();
  return (
    <Dialog closesOnBackdrop title={t('games.nav.vendorsTitle', { name: label })} onClose={onClose}>
      <ul className="vendor-popup" aria-label={t('games.nav.vendorsTitle', { name: label })}>
        {vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <button type="button" className="vendor-popup__item" onClick={() => onChoose(vendor)}>
              <VendorLogo vendor={vendor} />
              <span className="vendor-popup__name">{vendor.displayName}</span>
              {vendor.maintenance !== null && (
                <span className="game-badge game-badge--maintenance">{t('games.maintenance')}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
