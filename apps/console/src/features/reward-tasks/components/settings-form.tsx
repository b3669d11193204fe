import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@platform/ui/button.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useCan } from '../../../shared/api/get-me.ts';

interface SettingsFormProps {
  /** Saves; answers whether it was saved (errors are placed by the caller). */
  onSave: () => Promise<boolean>;
  isSubmitting: boolean;
  isDirty: boolean;
  serverError: string | undefined;
  children: ReactNode;
}

/** The frame every task's form shares: the server's alert, "saved", read-only for staff who may not write. */
export function SettingsForm({ onSave, isSubmitting, isDirty, serverError, children }: SettingsFormProps) {
  const { t } = useTranslation();
  const canWrite = useCan('rewards.write');
  const [isSaved, setSaved] = useState(false);
  return (
    <form
      className="reward-tasks__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        void onSave().then(setSaved);
      }}
    >
      <FormAlert message={serverError} />
      {isSaved && !isDirty && <Notice tone="success">{t('rewardTasks.saved')}</Notice>}
      {!canWrite && <Notice tone="info">{t('rewardTasks.readOnly')}</Notice>}
      <fieldset className="reward-tasks__fieldset" disabled={!canWrite}>
        {children}
      </fieldset>
      {canWrite && (
        <div className="reward-tasks__actions">
          <Button type="submit" isBusy={isSubmitting}>
            {t('rewardTasks.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
