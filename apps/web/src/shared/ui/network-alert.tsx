import { useTranslation } from 'react-i18next';
import { WifiOffIcon } from '@platform/ui/icons.tsx';
import { useIsNetworkDown } from '../lib/network-status.ts';
import './network-alert.css';

/**
 * The network-abnormal message (spec section 8) over every page while the member is without
 * network; the page's own retry, or the network coming back, takes it away.
 */
export function NetworkAlert() {
  const { t } = useTranslation();
  if (!useIsNetworkDown()) return null;
  return (
    <p className="network-alert" role="alert">
      <WifiOffIcon className="network-alert__icon" />
      {t('errors.network')}
    </p>
  );
}
