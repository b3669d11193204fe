import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PRIZE_KINDS } from '@platform/contract';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import type { PrizeForm } from '../lib/prize-form.ts';

const TASK_PRIZE_KINDS = PRIZE_KINDS.filter((kind) => kind !== 'ITEM' && kind !== 'RETRY');

interface PrizeFieldsProps {
  /** The registered input of each field of this prize. */
  field: (key: keyof PrizeForm) => UseFormRegisterReturn;
  kind: PrizeForm['kind'];
  errors: Partial<Record<keyof PrizeForm, string | undefined>>;
}

/** A task prize's inputs: the kind, then money (and the bonus's turnover), points or a ticket event. */
export function PrizeFields({ field, kind, errors }: PrizeFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        label={t('rewardTasks.prize.kind')}
        options={TASK_PRIZE_KINDS.map((value) => ({ value, label: t(`rewardTasks.prize.kinds.${value}`) }))}
        error={errors.kind}
        {...field('kind')}
      />
      {(kind === 'MONEY' || kind === 'BONUS') && (
        <TextField
          label={t('rewardTasks.prize.amount')}
          inputMode="decimal"
          autoComplete="off"
          isRequired
          error={errors.amount}
          {...field('amount')}
        />
      )}
      {kind === 'BONUS' && (
        <TextField
          label={t('rewardTasks.prize.turnoverMultiple')}
          inputMode="decimal"
          autoComplete="off"
          error={errors.turnoverMultiple}
          {...field('turnoverMultiple')}
        />
      )}
      {kind === 'POINTS' && (
        <TextField
          label={t('rewardTasks.prize.points')}
          inputMode="numeric"
          autoComplete="off"
          isRequired
          error={errors.points}
          {...field('points')}
        />
      )}
      {kind === 'TICKET' && (
        <>
          <TextField
            label={t('rewardTasks.prize.ticketEventId')}
            inputMode="numeric"
            autoComplete="off"
            isRequired
            error={errors.ticketEventId}
            {...field('ticketEventId')}
          />
          <TextField
            label={t('rewardTasks.prize.count')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.count}
            {...field('count')}
          />
        </>
      )}
    </>
  );
}
