import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '@platform/ui/icons.tsx';
import { DATE_RANGE_PRESETS, shiftRange, type DateRange } from '../lib/date-range.ts';
import { Button } from '@platform/ui/button.tsx';
import './date-range-presets.css';

interface DateRangePresetsProps {
  /** The window shown now. */
  range: DateRange;
  /** Today in the merchant's time zone: "next" never goes past it. */
  today: string;
  onChange: (range: DateRange) => void;
}

/** The spec's presets (previous and next 7 and 30 days) and the window they move. */
export function DateRangePresets({ range, today, onChange }: DateRangePresetsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="date-presets" role="group" aria-label={t('dateRange.presets')}>
        {DATE_RANGE_PRESETS.map((preset) => (
          <Button
            key={preset.key}
            variant="ghost"
            size="sm"
            disabled={preset.direction > 0 && range.endDate >= today}
            onClick={() => onChange(shiftRange(range, preset, today))}
          >
            {preset.direction < 0 && <ChevronLeftIcon width={16} height={16} />}
            {t(`dateRange.preset.${preset.key}`)}
            {preset.direction > 0 && <ChevronRightIcon width={16} height={16} />}
          </Button>
        ))}
      </div>
      <p className="date-presets__range">
        {t('dateRange.range', { start: range.startDate, end: range.endDate })}
      </p>
    </>
  );
}
