import { useTranslation } from 'react-i18next';
import { cx } from '@platform/ui/cx.ts';
import { CheckIcon, CloseIcon, InfoIcon, WarningIcon } from '@platform/ui/icons.tsx';
import { dismissToast, useToasts, type Toast } from '../lib/toast.ts';
import './toaster.css';

const ICONS: Record<Toast['tone'], typeof InfoIcon> = {
  success: CheckIcon,
  danger: WarningIcon,
  info: InfoIcon,
};

/** Where toasts appear; the region is always in the page so screen readers announce new ones. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((toast) => {
        const Icon = ICONS[toast.tone];
        return (
          <div key={toast.id} className={cx('toast', `toast--${toast.tone}`)}>
            <Icon className="toast__icon" />
            <p className="toast__message">{toast.message}</p>
            <button
              type="button"
              className="icon-btn icon-btn--sm"
              aria-label={t('common.close')}
              onClick={() => dismissToast(toast.id)}
            >
              <CloseIcon width={16} height={16} />
            </button>
          </div>
        );
      })}
    </div>
  );
}
