import type { ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { cx } from '@platform/ui/cx.ts';
import { useContractResolver } from '../lib/form.ts';
import { Button } from './button.tsx';

/** A list page's filter form, checked by the contract's query schema; opens with the current filters. */
export const useFiltersForm = <T extends FieldValues>(schema: z.ZodType<unknown, T>, filters: T) =>
  useForm<T, unknown, unknown>({
    resolver: useContractResolver(schema),
    defaultValues: filters as DefaultValues<T>,
  });

interface FiltersFormProps<T extends FieldValues> {
  form: UseFormReturn<T, unknown, unknown>;
  /** The accessible name of the search region. */
  label: string;
  /** What Clear resets the filters to. */
  empty: T;
  onSearch: (filters: T) => void;
  isNarrow?: boolean;
  children: ReactNode;
}

/** The search region of a list page: the filter fields, then Search and Clear. */
export function FiltersForm<T extends FieldValues>({
  form,
  label,
  empty,
  onSearch,
  isNarrow = false,
  children,
}: FiltersFormProps<T>) {
  const { t } = useTranslation();
  const submit = form.handleSubmit(() => onSearch(form.getValues()));
  return (
    <form
      className="filters"
      role="search"
      aria-label={label}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <div className={cx('filters__grid', isNarrow && 'filters__grid--narrow')}>{children}</div>
      <div className="filters__actions">
        <Button type="submit">{t('common.search')}</Button>
        <Button
          variant="ghost"
          onClick={() => {
            form.reset(empty);
            onSearch(empty);
          }}
        >
          {t('common.clear')}
        </Button>
      </div>
    </form>
  );
}
