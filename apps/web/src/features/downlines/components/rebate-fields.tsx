import { useTranslation } from 'react-i18next';
import { REBATE_CATEGORIES, type RebateCategory, type RebateRates } from '@platform/contract';
import { TextField } from '@platform/ui/field.tsx';

interface RebateFieldsProps {
  value: RebateRates;
  /** The agent's own rates: no downline's may be above them. */
  max: RebateRates;
  errors: Partial<Record<string, string>>;
  onChange: (value: RebateRates) => void;
}

/** One rate per product category, each bounded by the agent's own. */
export function RebateFields({ value, max, errors, onChange }: RebateFieldsProps) {
  const { t } = useTranslation();
  const set = (category: RebateCategory, rate: string) => onChange({ ...value, [category]: rate });
  return (
    <fieldset className="downlines__rates">
      <legend className="downlines__legend">{t('downlines.register.rebate')}</legend>
      {REBATE_CATEGORIES.map((category) => (
        <TextField
          key={category}
          label={t(`downlines.categories.${category}`)}
          inputMode="decimal"
          value={value[category]}
          hint={t('downlines.register.rebateMax', { max: max[category] })}
          error={errors[`rebateRates.${category}`]}
          onChange={(event) => set(category, event.target.value)}
        />
      ))}
    </fieldset>
  );
}

/** Every category at the same rate. */
export const uniformRates = (rate: string): RebateRates =>
  Object.fromEntries(REBATE_CATEGORIES.map((category) => [category, rate])) as RebateRates;
