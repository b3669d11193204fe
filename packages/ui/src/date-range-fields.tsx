import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './field.tsx';

interface DateRangeFieldsProps {
  /** Today in the merchant's time zone: the latest day the pickers offer. */
  today: string;
  start: UseFormRegisterReturn;
  end: UseFormRegisterReturn;
  errors: { start?: string | undefined; end?: string | undefined };
  /** The app's words for the two inputs. */
  startLabel: string;
  endLabel: string;
}

/** The start and end day inputs of a filter form; a range error shows under the end date. */
export function DateRangeFields({ today, start, end, errors, startLabel, endLabel }: DateRangeFieldsProps) {
  return (
    <>
      <TextField label={startLabel} type="date" max={today} error={errors.start} {...start} />
      <TextField label={endLabel} type="date" max={today} error={errors.end} {...end} />
    </>
  );
}
