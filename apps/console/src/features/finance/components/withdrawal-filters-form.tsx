import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { enumValues, WITHDRAWAL_STATUS, withdrawalQueueQuerySchema } from '@platform/contract';
import { withEmptyAsMissing } from '../../../shared/lib/form.ts';
import { FiltersForm } from '@platform/ui/filters-form.tsx';
import { useFiltersForm } from '../../../shared/lib/form.ts';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { ALL_STATUSES, withoutAllStatuses } from '../../../shared/lib/queue-filters.ts';

export const WITHDRAWAL_FILTERS = ['status', 'account', 'from', 'to'] as const;
export type WithdrawalFilters = Record<(typeof WITHDRAWAL_FILTERS)[number], string>;

/** Clear goes back to what needs a decision: the pending requests. */
const EMPTY: WithdrawalFilters = { status: WITHDRAWAL_STATUS.PENDING, account: '', from: '', to: '' };

const filterSchema = withEmptyAsMissing<unknown, WithdrawalFilters>(
  z.preprocess(withoutAllStatuses, withdrawalQueueQuerySchema.omit({ pageNum: true, pageSize: true })),
);

interface WithdrawalFiltersFormProps {
  filters: WithdrawalFilters;
  onSearch: (filters: WithdrawalFilters) => void;
}

/** Status (pending by default), member account and request dates. */
export function WithdrawalFiltersForm({ filters, onSearch }: WithdrawalFiltersFormProps) {
  const { t } = useTranslation();
  const form = useFiltersForm(filterSchema, filters);
  const { errors } = form.formState;
  return (
    <FiltersForm
      searchLabel={t('common.search')}
      clearLabel={t('common.clear')}
      form={form}
      label={t('finance.withdrawals.filtersLabel')}
      empty={EMPTY}
      onSearch={onSearch}
    >
      <SelectField
        label={t('finance.status')}
        error={errors.status?.message}
        options={[
          ...enumValues(WITHDRAWAL_STATUS).map((status) => ({
            value: status,
            label: t(`finance.withdrawalStatuses.${status}`),
          })),
          { value: ALL_STATUSES, label: t('common.all') },
        ]}
        {...form.register('status')}
      />
      <TextField
        label={t('finance.account')}
        autoCapitalize="off"
        spellCheck={false}
        error={errors.account?.message}
        {...form.register('account')}
      />
      <TextField
        label={t('finance.from')}
        type="date"
        error={errors.from?.message}
        {...form.register('from')}
      />
      <TextField label={t('finance.to')} type="date" error={errors.to?.message} {...form.register('to')} />
    </FiltersForm>
  );
}
