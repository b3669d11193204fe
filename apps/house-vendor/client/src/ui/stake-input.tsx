import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { checkStake, formatMinor, stepStake, type StakeLimitsMinor, type StakeStep } from '../lib/amount.ts';

interface StakeInputProps {
  value: string;
  onChange: (value: string) => void;
  limits: StakeLimitsMinor;
  currency: string;
  disabled?: boolean;
}

const STEPS: readonly StakeStep[] = ['half', 'double', 'min', 'max'];

/** The stake as typed (kept across refusals), its limits and the quick buttons. */
export function StakeInput({ value, onChange, limits, currency, disabled = false }: StakeInputProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const problemId = useId();
  const problem = checkStake(value, limits);
  const range = { min: formatMinor(limits.min), max: formatMinor(limits.max), currency };

  return (
    <div className="stake">
      <label className="field__label" htmlFor={inputId}>
        {t('stake.label', { currency })}
      </label>
      <input
        id={inputId}
        className="field__input stake__input"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        disabled={disabled}
        aria-invalid={problem !== null}
        aria-describedby={problemId}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="stake__steps">
        {STEPS.map((step) => (
          <button
            key={step}
            type="button"
            className="chip-button"
            disabled={disabled}
            aria-label={t(`stake.stepLabel.${step}`)}
            onClick={() => onChange(stepStake(value, step, limits))}
          >
            {t(`stake.step.${step}`)}
          </button>
        ))}
      </div>
      <p id={problemId} className={problem === null ? 'field__hint' : 'field__error'} role="status">
        {problem === null ? t('stake.limits', range) : t(`stake.problem.${problem}`, range)}
      </p>
    </div>
  );
}
