import { useFieldArray, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CONTRACT_TIERS_MAX,
  DIVIDEND_PERIODS,
  SALARY_RATE_TYPES,
  type ContractKind,
} from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import type { OperatorContractOffer } from '@platform/contract';
import {
  emptyTier,
  isPercentField,
  TIER_FIELDS,
  type OfferForm,
  type TermsForm,
  type TierField,
} from '../lib/terms-form.ts';

interface TierEditorProps {
  form: UseFormReturn<OfferForm, unknown, OperatorContractOffer>;
  kind: ContractKind;
  /** The operator's limits of the kind, shown beside the rates. */
  rateHint: string | undefined;
}

/**
 * A contract's tiers, one row each (add, remove), with the dividend period or the salary rate type
 * above them. The contract checks that they rise; its errors show under each input or row.
 */
export function TierEditor({ form, kind, rateHint }: TierEditorProps) {
  const { t } = useTranslation();
  const tiers = useFieldArray({ control: form.control, name: 'terms.tiers' });
  const errors = form.formState.errors.terms as FieldErrors<TermsForm> | undefined;
  const rateType = useWatch({ control: form.control, name: 'terms.rateType' });
  const fields = TIER_FIELDS[kind];

  const label = (field: TierField) =>
    isPercentField(kind, field, rateType)
      ? `${t(`contracts.tiers.${field}`)} (%)`
      : t(`contracts.tiers.${field}`);

  return (
    <fieldset className="tier-editor">
      <legend className="field__label">{t('contracts.tiers.title')}</legend>
      <div className="contracts__fields">
        {kind === 'DIVIDEND' && (
          <SelectField
            label={t('contracts.period')}
            error={errors?.period?.message}
            options={DIVIDEND_PERIODS.map((period) => ({
              value: period,
              label: t(`contracts.periods.${period}`),
            }))}
            {...form.register('terms.period')}
          />
        )}
        {(kind === 'DAILY_SALARY' || kind === 'HOURLY_SALARY') && (
          <SelectField
            label={t('contracts.tiers.rateType')}
            error={errors?.rateType?.message}
            options={SALARY_RATE_TYPES.map((type) => ({
              value: type,
              label: t(`contracts.rateTypes.${type}`),
            }))}
            {...form.register('terms.rateType')}
          />
        )}
      </div>
      {rateHint !== undefined && <p className="field__hint">{rateHint}</p>}
      <ol className="tier-editor__rows">
        {tiers.fields.map((tier, index) => (
          <li key={tier.id} className="tier-editor__row">
            <div className="tier-editor__head">
              <span className="tier-editor__index">{t('contracts.tiers.tier', { n: index + 1 })}</span>
              {tiers.fields.length > 1 && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => tiers.remove(index)}
                  aria-label={t('contracts.tiers.removeTier', { n: index + 1 })}
                >
                  {t('common.remove')}
                </Button>
              )}
            </div>
            <div className="tier-editor__fields">
              {fields.map((field) => (
                <TextField
                  key={field}
                  label={label(field)}
                  hint={field === 'periodicBet' ? t('contracts.tiers.periodicBetHint') : undefined}
                  inputMode={field === 'minActiveMembers' ? 'numeric' : 'decimal'}
                  autoComplete="off"
                  isRequired={field !== 'periodicBet'}
                  error={errors?.tiers?.[index]?.[field]?.message}
                  {...form.register(`terms.tiers.${index}.${field}`)}
                />
              ))}
            </div>
            {errors?.tiers?.[index]?.message !== undefined && (
              <p className="field__error">{errors.tiers[index].message}</p>
            )}
          </li>
        ))}
      </ol>
      {errors?.tiers?.message !== undefined && <p className="field__error">{errors.tiers.message}</p>}
      {tiers.fields.length < CONTRACT_TIERS_MAX && (
        <Button
          variant="secondary"
          size="sm"
          className="tier-editor__add"
          onClick={() => tiers.append(emptyTier())}
        >
          {t('contracts.tiers.add')}
        </Button>
      )}
    </fieldset>
  );
}
