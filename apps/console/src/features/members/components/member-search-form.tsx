import { FiltersForm } from '@platform/ui/filters-form.tsx';
import { useFiltersForm } from '../../../shared/lib/form.ts';
import { useTranslation } from 'react-i18next';
import { knownMemberTypes, memberSearchQuerySchema } from '@platform/contract';
import { withEmptyAsMissing } from '../../../shared/lib/form.ts';
import { useMemberTypes } from '../../../shared/api/get-member-types.ts';
import { memberTypeLabel } from '../../../shared/lib/labels.ts';
import { SelectField, TextField } from '@platform/ui/field.tsx';

export const MEMBER_FILTERS = [
  'account',
  'mobile',
  'email',
  'id',
  'type',
  'registeredFrom',
  'registeredTo',
] as const;
export type MemberFilters = Record<(typeof MEMBER_FILTERS)[number], string>;

const filterSchema = withEmptyAsMissing<unknown, MemberFilters>(
  memberSearchQuerySchema.omit({ pageNum: true, pageSize: true }),
);

const EMPTY: MemberFilters = {
  account: '',
  mobile: '',
  email: '',
  id: '',
  type: '',
  registeredFrom: '',
  registeredTo: '',
};

interface MemberSearchFormProps {
  filters: MemberFilters;
  onSearch: (filters: MemberFilters) => void;
}

/** Account, mobile, email, ID, registration dates and type; checked by the contract's query rules. */
export function MemberSearchForm({ filters, onSearch }: MemberSearchFormProps) {
  const { t } = useTranslation();
  const types = useMemberTypes();
  const form = useFiltersForm(filterSchema, filters);
  const { errors } = form.formState;

  return (
    <FiltersForm
      searchLabel={t('common.search')}
      clearLabel={t('common.clear')}
      form={form}
      label={t('members.searchLabel')}
      empty={EMPTY}
      onSearch={onSearch}
    >
      <TextField
        label={t('members.account')}
        autoCapitalize="off"
        spellCheck={false}
        error={errors.account?.message}
        {...form.register('account')}
      />
      <TextField
        label={t('members.mobile')}
        inputMode="tel"
        error={errors.mobile?.message}
        {...form.register('mobile')}
      />
      <TextField
        label={t('members.email')}
        type="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t('members.id')}
        inputMode="numeric"
        error={errors.id?.message}
        {...form.register('id')}
      />
      <SelectField
        label={t('members.type')}
        error={errors.type?.message}
        options={[
          { value: '', label: t('common.all') },
          ...knownMemberTypes(types).map((type) => ({
            value: String(type),
            label: memberTypeLabel(t, type, types),
          })),
        ]}
        {...form.register('type')}
      />
      <TextField
        label={t('members.registeredFrom')}
        type="date"
        error={errors.registeredFrom?.message}
        {...form.register('registeredFrom')}
      />
      <TextField
        label={t('members.registeredTo')}
        type="date"
        error={errors.registeredTo?.message}
        {...form.register('registeredTo')}
      />
    </FiltersForm>
  );
}
