import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { cx } from './cx.ts';
import { Button } from './button.tsx';
import './filters-form.css';

interface FiltersFormProps<T extends FieldValues> {
  /** The list's filter form, checked by the contract's query schema, opened with the current filters. */
  form: UseFormReturn<T, unknown, unknown>;
  /** The accessible name of the search region. */
  label: string;
  /** The app's words for the two actions. */
  searchLabel: string;
  clearLabel: string;
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
  searchLabel,
  clearLabel,
  empty,
  onSearch,
  isNarrow = false,
  children,
}: FiltersFormProps<T>) {
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
        <Button type="submit">{searchLabel}</Button>
        <Button
          variant="ghost"
          onClick={() => {
            form.reset(empty);
            onSearch(empty);
          }}
        >
          {clearLabel}
        </Button>
      </div>
    </form>
  );
}
