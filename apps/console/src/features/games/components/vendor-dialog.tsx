import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES, WALLET_MODES, type VendorAdmin, type VendorSecret } from '@platform/contract';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { Checkbox, ChoiceGroup, SelectField, TextField } from '@platform/ui/field.tsx';
import { useCreateVendor } from '../api/create-vendor.ts';
import { useUpdateVendor } from '../api/update-vendor.ts';
import { useGameLabels } from './game-labels.tsx';
import { MaintenanceFields } from './maintenance-fields.tsx';
import { NO_MAINTENANCE } from './maintenance-values.ts';
import {
  EMPTY_VENDOR,
  isVendorField,
  toVendorValues,
  vendorCreateFormSchema,
  vendorEditFormSchema,
  type VendorFormValues,
} from './vendor-form-values.ts';

/** react-hook-form's dirty marks: a flag, or one per item or key of a list or group of inputs. */
const isChanged = (mark: unknown): boolean =>
  mark === true || (typeof mark === 'object' && mark !== null && Object.values(mark).some(isChanged));

interface VendorDialogProps {
  /** The vendor to edit; a new one without it. */
  vendor?: VendorAdmin;
  onClose: () => void;
  /** A new vendor comes with its signing secret. */
  onCreated: (created: VendorSecret) => void;
  onSaved: (vendor: VendorAdmin) => void;
}

/**
 * A vendor's configuration: its code (fixed once created), name, logo, categories, wallet mode,
 * launch, jackpot and live tables addresses, order, and (when editing) its maintenance window. A refused save
 * keeps everything typed.
 */
export function VendorDialog({ vendor, onClose, onCreated, onSaved }: VendorDialogProps) {
  const { t } = useTranslation();
  const labels = useGameLabels();
  const create = useCreateVendor();
  const update = useUpdateVendor();
  const isNew = vendor === undefined;
  const createResolver = useContractResolver(vendorCreateFormSchema);
  const editResolver = useContractResolver(vendorEditFormSchema);
  const form = useForm<VendorFormValues, unknown, unknown>({
    resolver: isNew ? createResolver : editResolver,
    defaultValues: isNew ? EMPTY_VENDOR : toVendorValues(vendor),
  });
  const { errors, isSubmitting, dirtyFields } = form.formState;
  const maintenance = useWatch({ control: form.control, name: 'maintenance' });
  const hasWindow = maintenance.startTime !== '' || maintenance.endTime !== '';

  const onSubmit = form.handleSubmit(async () => {
    // The resolver has checked the values; the same conversion gives what is sent.
    const values = form.getValues();
    try {
      if (isNew) {
        onCreated(await create.mutateAsync(vendorCreateFormSchema.parse(values)));
      } else {
        // Only what was changed, so an edit never undoes another operator's change of another field.
        const changed = Object.fromEntries(
          Object.entries(vendorEditFormSchema.parse(values)).filter(([key]) =>
            isChanged(dirtyFields[key as keyof VendorFormValues]),
          ),
        );
        onSaved(await update.mutateAsync({ vassalage: vendor.vassalage, update: changed }));
      }
    } catch (error) {
      applyServerErrors(form, error, t, (key) => (isVendorField(key) ? key : undefined));
      // A taken code is a problem of the code input.
      if (error instanceof ApiError && error.errorCode === 'conflict' && isNew) {
        form.setError('vassalage', { type: 'server', message: t('games.vendors.vassalageTaken') });
      }
    }
  });

  return (
    <Dialog
      title={
        isNew ? t('games.vendors.createTitle') : t('games.vendors.editTitle', { name: vendor.displayName })
      }
      size="lg"
      onClose={onClose}
      isDismissible={!isSubmitting}
    >
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={errors.root?.server?.message} />
        {!isNew && (
          <p className="muted">{t('games.vendors.vassalageFixed', { vassalage: vendor.vassalage })}</p>
        )}
        <div className="grid grid--pair">
          {isNew && (
            <TextField
              label={t('games.vendors.vassalage')}
              isRequired
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={32}
              className="field--mono"
              hint={t('games.vendors.vassalageHint')}
              error={errors.vassalage?.message}
              {...form.register('vassalage')}
            />
          )}
          <TextField
            label={t('games.vendors.displayName')}
            isRequired
            maxLength={64}
            error={errors.displayName?.message}
            {...form.register('displayName')}
          />
          <TextField
            label={t('games.vendors.launchUrl')}
            isRequired
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            hint={t('games.vendors.launchUrlHint')}
            error={errors.launchUrl?.message}
            {...form.register('launchUrl')}
          />
          <TextField
            label={t('games.vendors.logoUrl')}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            hint={t('games.vendors.logoUrlHint')}
            error={errors.logoUrl?.message}
            {...form.register('logoUrl')}
          />
          <TextField
            label={t('jackpotUrl.label')}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            hint={t('jackpotUrl.hint')}
            error={errors.jackpotUrl?.message}
            {...form.register('jackpotUrl')}
          />
          <TextField
            label={t('roomsUrl.label')}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            hint={t('roomsUrl.hint')}
            error={errors.roomsUrl?.message}
            {...form.register('roomsUrl')}
          />
          <TextField
            label={t('lotteryUrl.label')}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            hint={t('lotteryUrl.hint')}
            error={errors.lotteryUrl?.message}
            {...form.register('lotteryUrl')}
          />
          <SelectField
            label={t('games.vendors.walletMode')}
            hint={t('games.vendors.walletModeHint')}
            error={errors.walletMode?.message}
            options={WALLET_MODES.map((mode) => ({ value: mode, label: labels.walletMode(mode) }))}
            {...form.register('walletMode')}
          />
          <TextField
            label={t('games.sortOrder')}
            inputMode="numeric"
            autoComplete="off"
            hint={t('games.sortOrderHint')}
            error={errors.sortOrder?.message}
            {...form.register('sortOrder')}
          />
        </div>
        <ChoiceGroup legend={t('games.vendors.categories')} error={errors.categories?.message}>
          {GAME_CATEGORIES.map((category) => (
            <Checkbox
              key={category}
              label={labels.category(category)}
              value={category}
              {...form.register('categories')}
            />
          ))}
        </ChoiceGroup>
        {!isNew && (
          <MaintenanceFields
            start={form.register('maintenance.startTime')}
            end={form.register('maintenance.endTime')}
            startError={errors.maintenance?.startTime?.message}
            endError={errors.maintenance?.endTime?.message}
            error={errors.maintenance?.message}
            hasWindow={hasWindow}
            hint={t('games.vendors.maintenanceHint')}
            onClear={() => {
              form.setValue('maintenance', NO_MAINTENANCE, { shouldDirty: true });
              form.clearErrors('maintenance');
            }}
          />
        )}
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isBusy={isSubmitting}>
            {isNew ? t('games.vendors.create') : t('games.vendors.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
