import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/api/get-me.ts';
import { Button } from '@platform/ui/button.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import './save-bar.css';

interface SaveBarProps {
  isDirty: boolean;
  isSubmitting: boolean;
  isSaved: boolean;
  error: string | undefined;
  onDiscard: () => void;
}

/** The form's outcome and its save button, kept in view at the bottom of the page. */
export function SaveBar({ isDirty, isSubmitting, isSaved, error, onDiscard }: SaveBarProps) {
  const { t } = useTranslation();
  const canWrite = useCan('settings.write');
  return (
    <div className="save-bar">
      <div className="save-bar__status">
        <FormAlert message={error} />
        {error === undefined && isSaved && !isDirty && <Notice tone="success">{t('settings.saved')}</Notice>}
        {error === undefined && isDirty && <p className="save-bar__dirty">{t('settings.unsaved')}</p>}
        {!canWrite && <Notice tone="info">{t('settings.readOnly')}</Notice>}
      </div>
      {canWrite && (
        <div className="save-bar__actions">
          <Button variant="ghost" disabled={!isDirty || isSubmitting} onClick={onDiscard}>
            {t('settings.discard')}
          </Button>
          <Button type="submit" isBusy={isSubmitting}>
            {t('settings.save')}
          </Button>
        </div>
      )}
    </div>
  );
}
