import { useTranslation } from 'react-i18next';
import {
  lotterySettingsInputSchema,
  type LotteryBetSettings,
  type LotterySettings,
} from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { TextField } from '@platform/ui/field.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { useEntryForm } from '../../../shared/lib/form.ts';
import { useSaveLotterySettings } from '../api/lottery.ts';

const FIELDS = ['odds', 'minStake', 'maxStake', 'maxExposure'] as const;
type Field = (typeof FIELDS)[number];

interface SettingsDialogProps {
  vassalage: string;
  gameId: string;
  gameName: string;
  betTypeName: string;
  row: LotteryBetSettings;
  onClose: () => void;
  onSaved: (settings: LotterySettings) => void;
}

/**
 * One bet type's odds and limits: new orders take them, placed orders keep the odds they were placed
 * at. A refused save keeps what was typed; the save is audited.
 */
export function SettingsDialog({
  vassalage,
  gameId,
  gameName,
  betTypeName,
  row,
  onClose,
  onSaved,
}: SettingsDialogProps) {
  const { t } = useTranslation();
  const save = useSaveLotterySettings();
  const { form, onSubmit } = useEntryForm({
    schema: lotterySettingsInputSchema,
    defaultValues: {
      vassalage,
      gameId,
      betType: row.betType,
      odds: row.odds,
      minStake: row.minStake,
      maxStake: row.maxStake,
      maxExposure: row.maxExposure,
    },
    save,
    onSaved,
    placeField: (key) => ((FIELDS as readonly string[]).includes(key) ? (key as Field) : undefined),
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Dialog
      title={t('lottery.settings.editTitle', { game: gameName, betType: betTypeName })}
      onClose={onClose}
      isDismissible={!isSubmitting}
    >
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={errors.root?.server?.message} />
        <TextField
          label={t('lottery.settings.odds')}
          hint={t('lottery.settings.oddsHint', { odds: row.defaultOdds })}
          isRequired
          inputMode="decimal"
          autoComplete="off"
          error={errors.odds?.message}
          {...form.register('odds')}
        />
        <div className="grid grid--pair">
          <TextField
            label={t('lottery.settings.minStake')}
            isRequired
            inputMode="decimal"
            autoComplete="off"
            error={errors.minStake?.message}
            {...form.register('minStake')}
          />
          <TextField
            label={t('lottery.settings.maxStake')}
            isRequired
            inputMode="decimal"
            autoComplete="off"
            error={errors.maxStake?.message}
            {...form.register('maxStake')}
          />
        </div>
        <TextField
          label={t('lottery.settings.maxExposure')}
          hint={t('lottery.settings.maxExposureHint')}
          isRequired
          inputMode="decimal"
          autoComplete="off"
          error={errors.maxExposure?.message}
          {...form.register('maxExposure')}
        />
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isBusy={isSubmitting}>
            {t('lottery.settings.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
