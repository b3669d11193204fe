import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { gameUpdateSchema, type GameAdmin } from '@platform/contract';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { TextField } from '@platform/ui/field.tsx';
import { useUpdateGame } from '../api/update-game.ts';
import { MaintenanceFields } from './maintenance-fields.tsx';
import {
  NO_MAINTENANCE,
  toMaintenanceInput,
  toMaintenanceValues,
  type MaintenanceValues,
} from './maintenance-values.ts';

interface GameFormValues {
  sortOrder: string;
  maintenance: MaintenanceValues;
}

/** The form saves the order and the window together; the flags have their own switches. */
const gameSettingsSchema = gameUpdateSchema.pick({ sortOrder: true, maintenance: true }).required();

const gameFormSchema = z.preprocess((values) => {
  const typed = values as GameFormValues;
  return {
    sortOrder: typed.sortOrder.trim() === '' ? undefined : Number(typed.sortOrder),
    maintenance: toMaintenanceInput(typed.maintenance),
  };
}, gameSettingsSchema) as unknown as z.ZodType<z.output<typeof gameSettingsSchema>, GameFormValues>;

const FIELDS = ['sortOrder', 'maintenance.startTime', 'maintenance.endTime'] as const;
const isField = (key: string): key is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(key);

interface GameDialogProps {
  game: GameAdmin;
  /** The game's name in the console's language. */
  name: string;
  onClose: () => void;
  onSaved: (game: GameAdmin) => void;
}

/** A game's place in its lists and its own maintenance window (its vendor's applies as well). */
export function GameDialog({ game, name, onClose, onSaved }: GameDialogProps) {
  const { t } = useTranslation();
  const update = useUpdateGame();
  const form = useForm({
    resolver: useContractResolver(gameFormSchema),
    defaultValues: { sortOrder: String(game.sortOrder), maintenance: toMaintenanceValues(game.maintenance) },
  });
  const { errors, isSubmitting } = form.formState;
  const maintenance = useWatch({ control: form.control, name: 'maintenance' });

  const onSubmit = form.handleSubmit(async (parsed) => {
    try {
      onSaved(await update.mutateAsync({ nodeId: game.nodeId, update: parsed }));
    } catch (error) {
      applyServerErrors(form, error, t, (key) => (isField(key) ? key : undefined));
    }
  });

  return (
    // Large: two datetime inputs side by side need the room.
    <Dialog
      title={t('games.list.editTitle', { name })}
      size="lg"
      onClose={onClose}
      isDismissible={!isSubmitting}
    >
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={errors.root?.server?.message} />
        <TextField
          label={t('games.sortOrder')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('games.sortOrderHint')}
          error={errors.sortOrder?.message}
          {...form.register('sortOrder')}
        />
        <MaintenanceFields
          start={form.register('maintenance.startTime')}
          end={form.register('maintenance.endTime')}
          startError={errors.maintenance?.startTime?.message}
          endError={errors.maintenance?.endTime?.message}
          error={errors.maintenance?.message}
          hasWindow={maintenance.startTime !== '' || maintenance.endTime !== ''}
          hint={t('games.list.maintenanceHint')}
          onClear={() => {
            form.setValue('maintenance', NO_MAINTENANCE, { shouldDirty: true });
            form.clearErrors('maintenance');
          }}
        />
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isBusy={isSubmitting}>
            {t('games.list.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
