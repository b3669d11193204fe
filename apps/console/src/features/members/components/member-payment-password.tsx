import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { LockIcon } from '@platform/ui/icons.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { useUnlockPaymentPassword } from '../api/unlock-payment-password.ts';
import type { MemberDetail } from './member-types.ts';
import '../members.css';

interface MemberPaymentPasswordProps {
  member: MemberDetail;
  /** Locked after 5 wrong payment passwords: the member cannot withdraw until staff unlock it. */
  isLocked: boolean;
}

/**
 * The payment-password lock and its unlock (`finance.write`). Shown only while the lock holds,
 * and with its outcome right after unlocking.
 */
export function MemberPaymentPassword({ member, isLocked }: MemberPaymentPasswordProps) {
  const { t } = useTranslation();
  const unlock = useUnlockPaymentPassword();
  const [isConfirming, setConfirming] = useState(false);
  const [isUnlocked, setUnlocked] = useState(false);

  if (!isLocked && !isUnlocked) return null;

  const close = () => {
    unlock.reset();
    setConfirming(false);
  };

  return (
    <Section title={t('members.paymentPassword.title')}>
      {isUnlocked && !isLocked ? (
        <Notice tone="success">{t('members.paymentPassword.unlocked')}</Notice>
      ) : (
        <div className="action-list">
          <div className="action-list__item">
            <div>
              <p className="action-list__title">{t('members.paymentPassword.locked')}</p>
              <p className="action-list__hint">{t('members.paymentPassword.lockedHint')}</p>
            </div>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              <LockIcon />
              {t('members.paymentPassword.unlock')}
            </Button>
          </div>
        </div>
      )}
      {isConfirming && (
        <ConfirmDialog
          title={t('members.paymentPassword.confirmTitle')}
          confirmLabel={t('members.paymentPassword.unlock')}
          isBusy={unlock.isPending}
          alert={<FormAlert message={unlock.isError ? errorText(unlock.error, t) : undefined} />}
          onCancel={close}
          onConfirm={() => {
            unlock.mutate(member.id, {
              onSuccess: () => {
                setUnlocked(true);
                setConfirming(false);
              },
            });
          }}
        >
          <p>{t('members.paymentPassword.confirm', { account: member.account })}</p>
        </ConfirmDialog>
      )}
    </Section>
  );
}
