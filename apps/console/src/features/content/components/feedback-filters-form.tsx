import { useTranslation } from 'react-i18next';
import { FEEDBACK_STATUSES, FEEDBACK_TYPES, feedbackAdminQuerySchema } from '@platform/contract';
import { withEmptyAsMissing } from '../../../shared/lib/form.ts';
import { FiltersForm } from '@platform/ui/filters-form.tsx';
import { useFiltersForm } from '../../../shared/lib/form.ts';
import { SelectField, TextField } from '@platform/ui/field.tsx';

export const FEEDBACK_FILTERS = ['status', 'questionType', 'account'] as const;
export type FeedbackFilters = Record<(typeof FEEDBACK_FILTERS)[number], string>;

const EMPTY: FeedbackFilters = { status: '', questionType: '', account: '' };

const filterSchema = withEmptyAsMissing<unknown, FeedbackFilters>(
  feedbackAdminQuerySchema.omit({ pageNum: true, pageSize: true }),
);

interface FeedbackFiltersFormProps {
  filters: FeedbackFilters;
  onSearch: (filters: FeedbackFilters) => void;
}

/** Status, question type and the member's account. */
export function FeedbackFiltersForm({ filters, onSearch }: FeedbackFiltersFormProps) {
  const { t } = useTranslation();
  const form = useFiltersForm(filterSchema, filters);
  const { errors } = form.formState;
  return (
    <FiltersForm
      searchLabel={t('common.search')}
      clearLabel={t('common.clear')}
      form={form}
      label={t('feedback.filtersLabel')}
      empty={EMPTY}
      onSearch={onSearch}
    >
      <SelectField
        label={t('feedback.status')}
        error={errors.status?.message}
        options={[
          { value: '', label: t('common.all') },
          ...FEEDBACK_STATUSES.map((status) => ({
            value: status,
            label: t(`feedbackStatuses.${status}`),
          })),
        ]}
        {...form.register('status')}
      />
      <SelectField
        label={t('feedback.questionType')}
        error={errors.questionType?.message}
        options={[
          { value: '', label: t('common.all') },
          ...FEEDBACK_TYPES.map((type) => ({ value: type, label: t(`feedbackTypes.${type}`) })),
        ]}
        {...form.register('questionType')}
      />
      <TextField
        label={t('feedback.account')}
        autoCapitalize="off"
        spellCheck={false}
        error={errors.account?.message}
        {...form.register('account')}
      />
    </FiltersForm>
  );
}
