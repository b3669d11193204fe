import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@platform/ui/field.tsx';

interface DateRangeFieldsProps {
  /** Today in the merchant's time zone: the latest day the pickers offer. */
  today: string;
  start: UseFormRegisterReturn<'startDate'>;
  end: UseFormRegisterReturn<'endDate'>;
  errors: { startDate?: string | undefined; endDate?: string | undefined };
}

/** The start and end day inputs of a filter form; a range error shows under the end date. */
export function DateRangeFields({ today, start, end, errors }: DateRangeFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('dateRange.startDate')}
        type="date"
        max={today}
        error={errors.startDate}
        {...start}
      />
      <TextField label={t('dateRange.endDate')} type="date" max={today} error={errors.endDate} {...end} />
    </>
  );
}
