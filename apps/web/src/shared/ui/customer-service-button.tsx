import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../api/get-site-config.ts';
import { openCustomerService } from '../lib/customer-service.ts';
import { buttonClass, type ButtonVariant } from '@platform/ui/button.tsx';
import { HeadsetIcon } from '@platform/ui/icons.tsx';
import { cx } from '@platform/ui/cx.ts';

interface CustomerServiceButtonProps {
  /** `menu` and `link` fit the side menu and the footer; the others are button styles. */
  variant?: ButtonVariant | 'menu' | 'link';
  className?: string;
}

/** Opens the first customer-service entry; renders nothing when the operator has set none. */
export function CustomerServiceButton({ variant = 'secondary', className }: CustomerServiceButtonProps) {
  const { t } = useTranslation();
  const entry = useSiteConfig().customerService[0];
  if (entry === undefined) return null;
  return (
    <button
      type="button"
      className={
        variant === 'menu' || variant === 'link'
          ? cx(variant === 'menu' ? 'menu-link' : 'text-link', className)
          : buttonClass({ variant }, className)
      }
      onClick={() => openCustomerService(entry)}
    >
      <HeadsetIcon />
      <span>{t('common.customerService')}</span>
    </button>
  );
}
