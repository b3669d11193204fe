import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TEAM_RANGE_MAX_DAYS, TEAM_SCOPES, dateQuery, type TeamScope } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { cx } from '@platform/ui/cx.ts';
import { DateRangeFields } from '@platform/ui/date-range-fields.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { refineDateRange, type DateRange } from '../../../shared/lib/date-range.ts';
import { useContractResolver } from '../../../shared/lib/form.ts';
import { REPORT_PRESETS, presetOf, presetRange } from '../lib/report-ranges.ts';
import './agent-reports.css';

interface SegmentsProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}

/** A row of buttons of which one is pressed: the report's scope, the overview's view. */
export function Segments<Value extends string>({ label, value, options, onChange }: SegmentsProps<Value>) {
  return (
    <div className="report-segments" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          className={cx('report-segments__item', option.value === value && 'report-segments__item--on')}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** All downlines or the direct ones only: the scope every team report offers. */
export function ScopeSwitch({ value, onChange }: { value: TeamScope; onChange: (scope: TeamScope) => void }) {
  const { t } = useTranslation();
  return (
    <Segments
      label={t('agentReports.scope.label')}
      value={value}
      options={TEAM_SCOPES.map((scope) => ({ value: scope, label: t(`agentReports.scope.${scope}`) }))}
      onChange={onChange}
    />
  );
}

const buildRangeSchema = (today: string, language: ReturnType<typeof useLanguage>) =>
  z
    .object({ startDate: dateQuery, endDate: dateQuery })
    .superRefine(refineDateRange(today, TEAM_RANGE_MAX_DAYS, language));

interface ReportRangeProps {
  range: DateRange;
  /** Today in the merchant's time zone: the presets count from it, the pickers stop at it. */
  today: string;
  onChange: (range: DateRange) => void;
}

/**
 * The presets today / yesterday / this week / last week / this month / last month (the one the
 * range is, pressed) and a chosen range of at most 93 days, in the merchant's days.
 */
export function ReportRange({ range, today, onChange }: ReportRangeProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const schema = useMemo(() => buildRangeSchema(today, language), [today, language]);
  const form = useForm<DateRange>({ resolver: useContractResolver(schema), values: range });
  const { errors } = form.formState;
  const active = presetOf(range, today);
  return (
    <div className="report-range">
      <div className="report-chips" role="group" aria-label={t('agentReports.presets.label')}>
        {REPORT_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={preset === active}
            className={cx('report-chips__chip', preset === active && 'report-chips__chip--on')}
            onClick={() => onChange(presetRange(preset, today))}
          >
            {t(`agentReports.presets.${preset}`)}
          </button>
        ))}
      </div>
      <form
        className="report-range__form"
        noValidate
        aria-label={t('agentReports.choose')}
        onSubmit={(event) => void form.handleSubmit(onChange)(event)}
      >
        <DateRangeFields
          today={today}
          start={form.register('startDate')}
          end={form.register('endDate')}
          errors={{ start: errors.startDate?.message, end: errors.endDate?.message }}
          startLabel={t('dateRange.startDate')}
          endLabel={t('dateRange.endDate')}
        />
        <Button type="submit" variant="secondary" className="report-range__apply">
          {t('agentReports.apply')}
        </Button>
      </form>
    </div>
  );
}
