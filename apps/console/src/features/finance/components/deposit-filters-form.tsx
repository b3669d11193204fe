import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DEPOSIT_STATUS, depositQueueQuerySchema, enumValues } from '@platform/contract';
import { withEmptyAsMissing } from '../../../shared/lib/form.ts';
import { FiltersForm } from '@platform/ui/filters-form.tsx';
import { useFiltersForm } from '../../../shared/lib/form.ts';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { ALL_STATUSES, withoutAllStatuses } from '../../../shared/lib/queue-filters.ts';

export const DEPOSIT_FILTERS = ['status', 'account', 'channelId', 'from', 'to'] as const;
export type DepositFilters = Record<(typeof DEPOSIT_FILTERS)[number], string>;

/** Clear goes back to what needs a decision: the pending orders. */
export const DEPOSIT_FILTERS_EMPTY: DepositFilters = {
  status: DEPOSIT_STATUS.PENDING,
  account: '',
  channelId: '',
  from: '',
  to: '',
};

const filterSchema = withEmptyAsMissing<unknown, DepositFilters>(
  z.preprocess(withoutAllStatuses, depositQueueQuerySchema.omit({ pageNum: true, pageSize: true })),
);

interface DepositFiltersFormProps {
  filters: DepositFilters;
  channels: readonly { id: number; name: string }[];
  onSearch: (filters: DepositFilters) => void;
}

/** Status (pending by default), member account, channel and creation dates. */
export function DepositFiltersForm({ filters, channels, onSearch }: DepositFiltersFormProps) {
  const { t } = useTranslation();
  const form = useFiltersForm(filterSchema, filters);
  const { errors } = form.formState;
  return (
    <FiltersForm
      searchLabel={t('common.search')}
      clearLabel={t('common.clear')}
      form={form}
      label={t('finance.deposits.filtersLabel')}
      empty={DEPOSIT_FILTERS_EMPTY}
      onSearch={onSearch}
    >
      <SelectField
        label={t('finance.status')}
        error={errors.status?.message}
        options={[
          ...enumValues(DEPOSIT_STATUS).map((status) => ({
            value: status,
            label: t(`finance.depositStatuses.${status}`),
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
      <SelectField
        label={t('finance.deposits.channel')}
        error={errors.channelId?.message}
        options={[
          { value: '', label: t('common.all') },
          ...channels.map((channel) => ({ value: String(channel.id), label: channel.name })),
        ]}
        {...form.register('channelId')}
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
