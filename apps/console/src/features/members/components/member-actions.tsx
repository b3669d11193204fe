import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assignableMemberTypes } from '@platform/contract';
import { useMemberTypes } from '../../../shared/api/get-member-types.ts';
import { errorText } from '../../../shared/lib/form.ts';
import { memberTypeLabel } from '../../../shared/lib/labels.ts';
import { Button } from '@platform/ui/button.tsx';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { CopyButton } from '@platform/ui/copy-button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { SelectField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { LockIcon } from '@platform/ui/icons.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { useChangeMemberType } from '../api/change-member-type.ts';
import { useLockMember } from '../api/lock-member.ts';
import { useResetMemberPassword } from '../api/reset-member-password.ts';
import { useUnlockMember } from '../api/unlock-member.ts';
import type { MemberDetail } from './member-types.ts';
import './member-actions.css';
import '../members.css';

type Pending = 'lock' | 'unlock' | 'reset' | 'type' | null;

interface MemberActionsProps {
  member: MemberDetail;
  canWrite: boolean;
  canChangeType: boolean;
}

/** Lock or unlock, reset the login password, change the type: each confirmed, each refetches. */
export function MemberActions({ member, canWrite, canChangeType }: MemberActionsProps) {
  const { t } = useTranslation();
  const lock = useLockMember();
  const unlock = useUnlockMember();
  const reset = useResetMemberPassword();
  const changeType = useChangeMemberType();
  const [pending, setPending] = useState<Pending>(null);
  const [type, setType] = useState(String(member.type));
  const [temporaryPassword, setTemporaryPassword] = useState<string>();
  const [done, setDone] = useState<string>();

  const isLocked = member.status === 'LOCKED';
  const toggleLock = isLocked ? unlock : lock;
  const types = useMemberTypes();
  // Types an operator may give: trial accounts are made by free play only.
  const assignable = assignableMemberTypes(types);
  const isTypeAssignable = assignable.includes(member.type);

  const close = () => {
    lock.reset();
    unlock.reset();
    reset.reset();
    changeType.reset();
    setPending(null);
  };

  const run = async (action: () => Promise<unknown>, message: string) => {
    try {
      await action();
      setDone(message);
      setPending(null);
    } catch {
      // The dialog stays open with the gateway's message (the mutation's error).
    }
  };

  return (
    <Section title={t('members.actions')}>
      {done !== undefined && <Notice tone="success">{done}</Notice>}
      {canWrite && (
        <div className="action-list">
          <div className="action-list__item">
            <div>
              <p className="action-list__title">
                {isLocked ? t('members.unlockTitle') : t('members.lockTitle')}
              </p>
              <p className="action-list__hint">
                {isLocked ? t('members.unlockHint') : t('members.lockHint')}
              </p>
            </div>
            <Button
              variant={isLocked ? 'secondary' : 'danger'}
              onClick={() => {
                setDone(undefined);
                setPending(isLocked ? 'unlock' : 'lock');
              }}
            >
              <LockIcon />
              {isLocked ? t('members.unlock') : t('members.lock')}
            </Button>
          </div>
          <div className="action-list__item">
            <div>
              <p className="action-list__title">{t('members.resetTitle')}</p>
              <p className="action-list__hint">{t('members.resetHint')}</p>
            </div>
            <Button
              variant="secondary"
              onClick={() => {
                setDone(undefined);
                setPending('reset');
              }}
            >
              {t('members.resetPassword')}
            </Button>
          </div>
        </div>
      )}
      {canChangeType && isTypeAssignable && (
        <form
          className="inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            setDone(undefined);
            setPending('type');
          }}
        >
          <SelectField
            label={t('members.changeType')}
            value={type}
            onChange={(event) => setType(event.target.value)}
            options={assignable.map((option) => ({
              value: String(option),
              label: memberTypeLabel(t, option, types),
            }))}
          />
          <Button type="submit" variant="secondary" disabled={type === String(member.type)}>
            {t('members.saveType')}
          </Button>
        </form>
      )}

      {(pending === 'lock' || pending === 'unlock') && (
        <ConfirmDialog
          title={pending === 'lock' ? t('members.lockConfirmTitle') : t('members.unlockConfirmTitle')}
          confirmLabel={pending === 'lock' ? t('members.lock') : t('members.unlock')}
          variant={pending === 'lock' ? 'danger' : 'primary'}
          isBusy={toggleLock.isPending}
          alert={<FormAlert message={toggleLock.isError ? errorText(toggleLock.error, t) : undefined} />}
          onCancel={close}
          onConfirm={() =>
            void run(
              () => toggleLock.mutateAsync(member.id),
              pending === 'lock' ? t('members.locked') : t('members.unlocked'),
            )
          }
        >
          <p>
            {pending === 'lock'
              ? t('members.lockConfirm', { account: member.account })
              : t('members.unlockConfirm', { account: member.account })}
          </p>
        </ConfirmDialog>
      )}
      {pending === 'reset' && (
        <ConfirmDialog
          title={t('members.resetConfirmTitle')}
          confirmLabel={t('members.resetPassword')}
          variant="danger"
          isBusy={reset.isPending}
          alert={<FormAlert message={reset.isError ? errorText(reset.error, t) : undefined} />}
          onCancel={close}
          onConfirm={() =>
            void run(async () => {
              const result = await reset.mutateAsync(member.id);
              setTemporaryPassword(result.temporaryPassword);
            }, t('members.resetDone'))
          }
        >
          <p>{t('members.resetConfirm', { account: member.account })}</p>
        </ConfirmDialog>
      )}
      {pending === 'type' && (
        <ConfirmDialog
          title={t('members.typeConfirmTitle')}
          confirmLabel={t('members.saveType')}
          isBusy={changeType.isPending}
          alert={<FormAlert message={changeType.isError ? errorText(changeType.error, t) : undefined} />}
          onCancel={close}
          onConfirm={() =>
            void run(
              () => changeType.mutateAsync({ id: member.id, type: Number(type) }),
              t('members.typeChanged'),
            )
          }
        >
          <p>
            {t('members.typeConfirm', {
              account: member.account,
              from: memberTypeLabel(t, member.type, types),
              to: memberTypeLabel(t, Number(type), types),
            })}
          </p>
        </ConfirmDialog>
      )}
      {temporaryPassword !== undefined && (
        <Dialog title={t('members.temporaryPasswordTitle')} onClose={() => setTemporaryPassword(undefined)}>
          <p className="dialog__message">{t('members.temporaryPasswordNote', { account: member.account })}</p>
          <div className="secret-box">
            <code className="secret-box__value" aria-label={t('members.temporaryPassword')}>
              {temporaryPassword}
            </code>
            <CopyButton text={temporaryPassword} label={t('common.copy')} />
          </div>
          <div className="dialog__actions">
            <Button onClick={() => setTemporaryPassword(undefined)}>{t('common.done')}</Button>
          </div>
        </Dialog>
      )}
    </Section>
  );
}
