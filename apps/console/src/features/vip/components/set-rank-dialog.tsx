import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { vipSetRankSchema, type VipRank, type VipRankChange } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { useSetVipRank } from '../api/vip.ts';

/** The set-rank form as typed: the level is the select's text. */
interface SetRankValues {
  account: string;
  level: string;
  note: string;
}

const setRankFormSchema = z.preprocess((raw) => {
  const values = raw as SetRankValues;
  return { ...values, level: Number(values.level) };
}, vipSetRankSchema) as unknown as z.ZodType<z.output<typeof vipSetRankSchema>, SetRankValues>;

const FIELDS = ['account', 'level', 'note'] as const;

interface SetRankDialogProps {
  ranks: readonly VipRank[];
  /** The account the dialog opens with (the list's filter), if any. */
  account: string;
  onClose: () => void;
  onDone: (change: VipRankChange) => void;
}

/** A member's rank by hand, with the reason: recorded as a MANUAL change and audited; no upgrade bonus. */
export function SetRankDialog({ ranks, account, onClose, onDone }: SetRankDialogProps) {
  const { t } = useTranslation();
  const setRank = useSetVipRank();
  const form = useForm({
    resolver: useContractResolver(setRankFormSchema),
    defaultValues: { account, level: ranks.length > 0 ? '1' : '0', note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      onDone(await setRank(input));
    } catch (error) {
      applyServerErrors(form, error, t, (key) => FIELDS.find((field) => field === key));
    }
  });
  return (
    <Dialog title={t('vip.setRank.title')} size="sm" onClose={onClose} isDismissible={!isSubmitting}>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={errors.root?.server?.message} />
        <p className="muted">{t('vip.setRank.intro')}</p>
        <TextField
          label={t('vip.setRank.account')}
          isRequired
          autoCapitalize="off"
          autoComplete="off"
          error={errors.account?.message}
          {...form.register('account')}
        />
        <SelectField
          label={t('vip.setRank.level')}
          error={errors.level?.message}
          options={[
            { value: '0', label: t('vip.noRank') },
            ...ranks.map((rank) => ({
              value: String(rank.level),
              label: `${t('vip.levelOf', { level: rank.level })} ${rank.name.JA} / ${rank.name.EN}`,
            })),
          ]}
          {...form.register('level')}
        />
        <TextField
          label={t('vip.setRank.note')}
          isRequired
          maxLength={200}
          autoComplete="off"
          error={errors.note?.message}
          {...form.register('note')}
        />
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('vip.form.cancel')}
          </Button>
          <Button type="submit" isBusy={isSubmitting}>
            {t('vip.setRank.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
