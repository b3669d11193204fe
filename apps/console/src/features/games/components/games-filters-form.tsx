import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES, gameAdminQuerySchema, type VendorAdmin } from '@platform/contract';
import { withEmptyAsMissing } from '../../../shared/lib/form.ts';
import { FiltersForm } from '@platform/ui/filters-form.tsx';
import { useFiltersForm } from '../../../shared/lib/form.ts';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { useGameLabels } from './game-labels.tsx';

export const GAME_FILTERS = ['vassalage', 'gameType', 'name', 'enabled'] as const;
export type GameFilters = Record<(typeof GAME_FILTERS)[number], string>;

const EMPTY_FILTERS: GameFilters = { vassalage: '', gameType: '', name: '', enabled: '' };

const filterSchema = withEmptyAsMissing<unknown, GameFilters>(
  gameAdminQuerySchema.omit({ pageNum: true, pageSize: true }),
);

interface GamesFiltersFormProps {
  filters: GameFilters;
  vendors: readonly VendorAdmin[];
  onSearch: (filters: GameFilters) => void;
}

/** Vendor, category, a part of the name, and enabled or not. */
export function GamesFiltersForm({ filters, vendors, onSearch }: GamesFiltersFormProps) {
  const { t } = useTranslation();
  const labels = useGameLabels();
  const form = useFiltersForm(filterSchema, filters);
  const { errors } = form.formState;
  return (
    <FiltersForm
      searchLabel={t('common.search')}
      clearLabel={t('common.clear')}
      form={form}
      label={t('games.list.filtersLabel')}
      empty={EMPTY_FILTERS}
      onSearch={onSearch}
    >
      <SelectField
        label={t('games.vendor')}
        error={errors.vassalage?.message}
        options={[
          { value: '', label: t('common.all') },
          ...vendors.map((vendor) => ({
            value: vendor.vassalage,
            label: `${vendor.displayName} (${vendor.vassalage})`,
          })),
          // A code typed into the address that no vendor has stays choosable, so the form shows it.
          ...(filters.vassalage !== '' && !vendors.some((vendor) => vendor.vassalage === filters.vassalage)
            ? [{ value: filters.vassalage, label: filters.vassalage }]
            : []),
        ]}
        {...form.register('vassalage')}
      />
      <SelectField
        label={t('games.category')}
        error={errors.gameType?.message}
        options={[
          { value: '', label: t('common.all') },
          ...GAME_CATEGORIES.map((category) => ({ value: category, label: labels.category(category) })),
        ]}
        {...form.register('gameType')}
      />
      <TextField
        label={t('games.list.name')}
        type="search"
        maxLength={64}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <SelectField
        label={t('games.list.enabledFilter')}
        error={errors.enabled?.message}
        options={[
          { value: '', label: t('common.all') },
          { value: 'true', label: t('games.list.enabledOnly') },
          { value: 'false', label: t('games.list.disabledOnly') },
        ]}
        {...form.register('enabled')}
      />
    </FiltersForm>
  );
}
