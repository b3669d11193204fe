import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@platform/ui/button.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { TextField } from '@platform/ui/field.tsx';
import { localZone } from '../../../shared/lib/local-time.ts';

interface MaintenanceFieldsProps {
  start: UseFormRegisterReturn;
  end: UseFormRegisterReturn;
  startError?: string | undefined;
  endError?: string | undefined;
  /** A message about the window as a whole (the gateway's, for `maintenance`). */
  error?: string | undefined;
  /** Whether the inputs hold a window: Clear is offered then. */
  hasWindow: boolean;
  onClear: () => void;
  /** What maintenance means here (the vendor's games, or this game). */
  hint: string;
}

/** A maintenance window typed in the staff member's local time; both empty means none. */
export function MaintenanceFields({
  start,
  end,
  startError,
  endError,
  error,
  hasWindow,
  onClear,
  hint,
}: MaintenanceFieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="form-group">
      <legend className="form-group__legend">{t('games.maintenance.title')}</legend>
      <p className="muted">{hint}</p>
      <p className="muted">{t('games.maintenance.localTime', { zone: localZone() })}</p>
      <FormAlert message={error} />
      <div className="grid grid--pair">
        <TextField label={t('games.maintenance.start')} type="datetime-local" error={startError} {...start} />
        <TextField label={t('games.maintenance.end')} type="datetime-local" error={endError} {...end} />
      </div>
      {hasWindow && (
        <div>
          <Button variant="secondary" size="sm" onClick={onClear}>
            {t('games.maintenance.clear')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
