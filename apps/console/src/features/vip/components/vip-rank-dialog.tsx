import { useFieldArray, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  REBATE_CATEGORIES,
  VIP_CONDITIONS,
  VIP_MATCHES,
  VIP_SALARY_PERIODS,
  type VipRank,
} from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import type { UseFormRegister } from 'react-hook-form';
import { useLanguage } from '../../../i18n/index.ts';
import { useEntryForm } from '../../../shared/lib/form.ts';
import { useSaveVipRank } from '../api/vip.ts';
import { RankLabel } from './rank-label.tsx';
import {
  EMPTY_RANK,
  nextSalaryPeriod,
  rankFormField,
  rankFormSchema,
  toRankValues,
  type VipRankFormValues,
} from './vip-rank-form-values.ts';

interface ConditionsProps {
  group: 'promotion' | 'keep';
  register: UseFormRegister<VipRankFormValues>;
  errors: FieldErrors<VipRankFormValues>;
}

/** A rank's promotion or keep conditions: how they combine, and a target per condition (empty: not used). */
function Conditions({ group, register, errors }: ConditionsProps) {
  const { t } = useTranslation();
  const groupErrors = errors[group];
  return (
    <fieldset className="form-group">
      <legend className="form-group__legend">{t(`vip.form.${group}`)}</legend>
      <p className="muted">{t(`vip.form.${group}Hint`)}</p>
      {group === 'promotion' && groupErrors?.message !== undefined && (
        <p className="field__error" role="alert">
          {groupErrors.message}
        </p>
      )}
      <div className="vip__targets">
        <SelectField
          label={t('vip.form.match')}
          options={VIP_MATCHES.map((match) => ({ value: match, label: t(`vip.match.${match}`) }))}
          {...register(group === 'promotion' ? 'match' : 'keepMatch')}
        />
        {VIP_CONDITIONS.map((condition) => (
          <TextField
            key={condition}
            label={
              condition === 'DEPOSIT_COUNT'
                ? t('vip.form.depositCountTarget')
                : t(`vip.conditions.${condition}`)
            }
            inputMode={condition === 'DEPOSIT_COUNT' ? 'numeric' : 'decimal'}
            autoComplete="off"
            error={groupErrors?.[condition]?.message}
            {...register(`${group}.${condition}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}

interface VipRankDialogProps {
  /** The rank to edit; none: a new rank above the highest. */
  rank: VipRank | undefined;
  /** The level a new rank gets. */
  nextLevel: number;
  onClose: () => void;
  onSaved: (saved: VipRank) => void;
}

/**
 * A rank: its name and label colours, promotion and keep conditions, upgrade bonus, salaries,
 * extra rebate and withdrawal limits. A failed save keeps every typed value and puts the server's
 * problems under their inputs; every save is audited.
 */
export function VipRankDialog({ rank, nextLevel, onClose, onSaved }: VipRankDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const save = useSaveVipRank(rank?.id);
  const { form, onSubmit } = useEntryForm({
    schema: rankFormSchema,
    defaultValues: rank === undefined ? EMPTY_RANK : toRankValues(rank),
    save,
    onSaved,
    placeField: rankFormField,
  });
  const { errors, isSubmitting } = form.formState;
  const { register } = form;
  const salaries = useFieldArray({ control: form.control, name: 'salaries' });
  const [name, labelColor, textColor] = useWatch({
    control: form.control,
    name: ['name', 'labelColor', 'textColor'],
  });
  const isColor = (value: string) => /^#[0-9a-fA-F]{6}$/.test(value.trim());

  return (
    <Dialog
      title={
        rank === undefined
          ? t('vip.form.createTitle')
          : t('vip.form.editTitle', { name: rank.name[language] })
      }
      size="lg"
      onClose={onClose}
      isDismissible={!isSubmitting}
    >
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={errors.root?.server?.message} />
        <p className="muted">
          {rank === undefined
            ? t('vip.form.newLevelNote', { level: nextLevel })
            : t('vip.form.levelNote', { level: rank.level })}
        </p>
        <fieldset className="form-group">
          <legend className="form-group__legend">{t('vip.form.name')}</legend>
          <div className="grid grid--pair">
            <TextField
              label={t('vip.form.nameJa')}
              isRequired
              autoComplete="off"
              error={errors.name?.JA?.message}
              {...register('name.JA')}
            />
            <TextField
              label={t('vip.form.nameEn')}
              isRequired
              autoComplete="off"
              error={errors.name?.EN?.message}
              {...register('name.EN')}
            />
          </div>
          <div className="vip__colors">
            <TextField
              label={t('vip.form.labelColor')}
              hint={t('vip.form.colorHint')}
              isRequired
              autoComplete="off"
              error={errors.labelColor?.message}
              {...register('labelColor')}
            />
            <TextField
              label={t('vip.form.textColor')}
              hint={t('vip.form.colorHint')}
              isRequired
              autoComplete="off"
              error={errors.textColor?.message}
              {...register('textColor')}
            />
            {isColor(labelColor) && isColor(textColor) && (
              <div className="vip__preview">
                <span className="muted">{t('vip.form.preview')}</span>
                <RankLabel
                  name={name[language].trim() || t('vip.levelOf', { level: rank?.level ?? nextLevel })}
                  labelColor={labelColor.trim()}
                  textColor={textColor.trim()}
                />
              </div>
            )}
          </div>
        </fieldset>
        <Conditions group="promotion" register={register} errors={errors} />
        <Conditions group="keep" register={register} errors={errors} />
        <div className="grid grid--pair">
          <TextField
            label={t('vip.form.upgradeBonus')}
            hint={t('vip.form.upgradeBonusHint')}
            inputMode="decimal"
            autoComplete="off"
            error={errors.upgradeBonus?.message}
            {...register('upgradeBonus')}
          />
        </div>
        <fieldset className="form-group">
          <legend className="form-group__legend">{t('vip.form.salaries')}</legend>
          <p className="muted">{t('vip.form.salariesHint')}</p>
          {salaries.fields.map((salary, index) => (
            <div key={salary.id} className="vip__salary">
              <SelectField
                label={t('vip.form.period')}
                error={errors.salaries?.[index]?.period?.message}
                options={VIP_SALARY_PERIODS.map((period) => ({
                  value: period,
                  label: t(`vip.periods.${period}`),
                }))}
                {...register(`salaries.${index}.period`)}
              />
              <TextField
                label={t('vip.form.amount')}
                isRequired
                inputMode="decimal"
                autoComplete="off"
                error={errors.salaries?.[index]?.amount?.message}
                {...register(`salaries.${index}.amount`)}
              />
              <TextField
                label={t('vip.form.minDeposit')}
                inputMode="decimal"
                autoComplete="off"
                error={errors.salaries?.[index]?.minDeposit?.message}
                {...register(`salaries.${index}.minDeposit`)}
              />
              <TextField
                label={t('vip.form.minValidBet')}
                inputMode="decimal"
                autoComplete="off"
                error={errors.salaries?.[index]?.minValidBet?.message}
                {...register(`salaries.${index}.minValidBet`)}
              />
              <Button variant="ghost" size="sm" onClick={() => salaries.remove(index)}>
                {t('vip.form.removeSalary')}
              </Button>
            </div>
          ))}
          {salaries.fields.length < VIP_SALARY_PERIODS.length && (
            <div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  salaries.append({
                    period: nextSalaryPeriod(form.getValues('salaries')),
                    amount: '',
                    minDeposit: '',
                    minValidBet: '',
                  })
                }
              >
                {t('vip.form.addSalary')}
              </Button>
            </div>
          )}
        </fieldset>
        <fieldset className="form-group">
          <legend className="form-group__legend">{t('vip.form.rebateBonus')}</legend>
          <p className="muted">{t('vip.form.rebateBonusHint')}</p>
          <div className="vip__targets">
            {REBATE_CATEGORIES.map((category) => (
              <TextField
                key={category}
                label={t(`vip.categories.${category}`)}
                inputMode="decimal"
                autoComplete="off"
                error={errors.rebateBonus?.[category]?.message}
                {...register(`rebateBonus.${category}`)}
              />
            ))}
          </div>
        </fieldset>
        <fieldset className="form-group">
          <legend className="form-group__legend">{t('vip.form.withdrawals')}</legend>
          <p className="muted">{t('vip.form.withdrawalHint')}</p>
          <div className="grid grid--pair">
            <TextField
              label={t('vip.form.withdrawalDailyCount')}
              inputMode="numeric"
              autoComplete="off"
              error={errors.withdrawalDailyCount?.message}
              {...register('withdrawalDailyCount')}
            />
            <TextField
              label={t('vip.form.withdrawalMaxAmount')}
              inputMode="decimal"
              autoComplete="off"
              error={errors.withdrawalMaxAmount?.message}
              {...register('withdrawalMaxAmount')}
            />
          </div>
        </fieldset>
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('vip.form.cancel')}
          </Button>
          <Button type="submit" isBusy={isSubmitting}>
            {rank === undefined ? t('vip.form.create') : t('vip.form.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
