import { useTranslation } from 'react-i18next';
import type { VendorSecret } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { CopyButton } from '@platform/ui/copy-button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { Notice } from '@platform/ui/notice.tsx';

interface VendorSecretDialogProps {
  /** The gateway's answer; the secret lives only in this dialog's props, never in a query cache. */
  result: VendorSecret;
  /** A new vendor, or a rotated secret. */
  reason: 'created' | 'rotated';
  onClose: () => void;
}

/** The signing secret, shown this one time, to copy and give to the vendor. */
export function VendorSecretDialog({ result, reason, onClose }: VendorSecretDialogProps) {
  const { t } = useTranslation();
  const name = result.vendor.displayName;
  return (
    <Dialog title={t('games.secret.title', { name })} onClose={onClose}>
      <p className="dialog__message">
        {reason === 'created'
          ? t('games.secret.created', { name, vassalage: result.vendor.vassalage })
          : t('games.secret.rotated', { name, vassalage: result.vendor.vassalage })}
      </p>
      <Notice tone="danger">{t('games.secret.once')}</Notice>
      <div className="secret-box">
        <code className="secret-box__value secret-box__value--long" aria-label={t('games.secret.label')}>
          {result.secret}
        </code>
        <CopyButton text={result.secret} label={t('common.copy')} />
      </div>
      <div className="dialog__actions">
        <Button onClick={onClose}>{t('games.secret.done')}</Button>
      </div>
    </Dialog>
  );
}
