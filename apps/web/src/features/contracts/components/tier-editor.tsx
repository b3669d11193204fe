import { useTranslation } from 'react-i18next';
import { CONTRACT_TIERS_MAX, SALARY_RATE_TYPES, type SalaryRateType } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { CloseIcon } from '@platform/ui/icons.tsx';
import { TIER_FIELDS, fillToMaximum, type TermsDraft, type TierField } from '../lib/draft.ts';
import { RATE_FIELDS, type RateField } from '../lib/tiers.ts';

interface TierEditorProps {
  draft: TermsDraft;
  /** The most each rate field may hold (the operator's maximum, the caller's own rates). */
  ceilings: Record<RateField, string>;
  /** Messages by the contract's field keys (`terms.tiers.1.rate`, `terms.tiers.1`). */
  errors: Partial<Record<string, string>>;
  onChange: (draft: TermsDraft) => void;
}

const isRateField = (kind: TermsDraft['kind'], field: TierField): field is RateField =>
  (RATE_FIELDS[kind] as readonly string[]).includes(field);

/**
 * The tiers of an offer: one row per tier (add, remove), the salary rate type, and "fill in to the
 * maximum" (spec section 4). What the person typed stays when the server refuses it.
 */
export function TierEditor({ draft, ceilings, errors, onChange }: TierEditorProps) {
  const { t } = useTranslation();
  const isSalary = draft.kind === 'DAILY_SALARY' || draft.kind === 'HOURLY_SALARY';
  const isFixed = isSalary && draft.rateType === 'FIXED';
  const fields = TIER_FIELDS[draft.kind];

  const setCell = (index: number, field: TierField, value: string) =>
    onChange({
      ...draft,
      tiers: draft.tiers.map((row, n) => (n === index ? { ...row, [field]: value } : row)),
    });
  const addTier = () => {
    const last = draft.tiers.at(-1) ?? {};
    // A new tier starts from the last one's rates (tiers never pay less), its conditions to fill in.
    const row = Object.fromEntries(
      fields.map((field) => [field, isRateField(draft.kind, field) ? (last[field] ?? '') : '']),
    );
    onChange({ ...draft, tiers: [...draft.tiers, row] });
  };
  const removeTier = (index: number) =>
    onChange({ ...draft, tiers: draft.tiers.filter((_, n) => n !== index) });

  const labelOf = (field: TierField) =>
    field === 'rate' && isFixed ? t('contracts.tiers.rateFixed') : t(`contracts.tiers.${field}`);
  const hintOf = (field: TierField) => {
    if (!isRateField(draft.kind, field)) return undefined;
    return isFixed
      ? t('contracts.tiers.maxAmount', { max: ceilings[field] })
      : t('contracts.tiers.maxRate', { max: ceilings[field] });
  };

  return (
    <fieldset className="tier-editor">
      <legend className="tier-editor__legend">{t('contracts.tiers.caption')}</legend>
      <p className="tier-editor__note">{t('contracts.tiers.rising')}</p>
      {isSalary && (
        <SelectField
          label={t('contracts.offer.rateType')}
          value={draft.rateType}
          options={SALARY_RATE_TYPES.map((type) => ({
            value: type,
            label: t(`contracts.rateTypes.${type}`),
          }))}
          onChange={(event) =>
            onChange({
              ...draft,
              rateType: event.target.value as SalaryRateType,
              // A percentage is no amount: the rates start again in the new type.
              tiers: draft.tiers.map((row) => ({ ...row, rate: '' })),
            })
          }
        />
      )}
      <ol className="tier-editor__rows">
        {draft.tiers.map((row, index) => {
          const rowError = errors[`terms.tiers.${index}`];
          return (
            <li
              key={index}
              className="tier-editor__row"
              aria-label={t('contracts.tiers.tierN', { n: index + 1 })}
            >
              <div className="tier-editor__row-head">
                <span className="tier-editor__badge">{t('contracts.tiers.tierN', { n: index + 1 })}</span>
                {draft.tiers.length > 1 && (
                  <button
                    type="button"
                    className="icon-btn tier-editor__remove"
                    aria-label={t('contracts.tiers.remove', { n: index + 1 })}
                    onClick={() => removeTier(index)}
                  >
                    <CloseIcon width={16} height={16} />
                  </button>
                )}
              </div>
              <div className="tier-editor__fields">
                {fields.map((field) => (
                  <TextField
                    key={field}
                    label={labelOf(field)}
                    inputMode={field === 'minActiveMembers' ? 'numeric' : 'decimal'}
                    autoComplete="off"
                    value={row[field] ?? ''}
                    hint={hintOf(field)}
                    error={errors[`terms.tiers.${index}.${field}`]}
                    className={isRateField(draft.kind, field) ? 'tier-editor__rate' : undefined}
                    onChange={(event) => setCell(index, field, event.target.value)}
                  />
                ))}
              </div>
              {rowError !== undefined && (
                <p className="field__error" role="alert">
                  {rowError}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {errors['terms.tiers'] !== undefined && (
        <p className="field__error" role="alert">
          {errors['terms.tiers']}
        </p>
      )}
      <div className="tier-editor__actions">
        <Button
          variant="secondary"
          size="sm"
          disabled={draft.tiers.length >= CONTRACT_TIERS_MAX}
          onClick={addTier}
        >
          {t('contracts.tiers.add')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onChange(fillToMaximum(draft, ceilings))}>
          {t('contracts.tiers.fillMax')}
        </Button>
      </div>
    </fieldset>
  );
}
