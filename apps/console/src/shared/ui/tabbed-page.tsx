import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@platform/ui/cx.ts';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { SelectField } from '@platform/ui/field.tsx';
import { PageHeader } from './page-header.tsx';
// The panels are cards: the card's rules come with the section's styles, which a lazy page may not load otherwise.
import './section.css';
import './tabbed-page.css';

interface TabbedPageProps<Tab extends string> {
  title: string;
  description: string;
  /** The tabs in order; the first is open on arrival. */
  tabs: readonly Tab[];
  labelOf: (tab: Tab) => string;
  /** The open tab's panel. */
  children: (tab: Tab) => ReactNode;
}

/**
 * A console page of a few lists under tabs (tickets, the points mall): its heading, the tabs and the
 * open tab's panel. Panels are cards of class `tabbed-page__panel`, a `tabbed-page__toolbar` of
 * filters or buttons above their table, row buttons in `tabbed-page__actions`.
 */
export function TabbedPage<Tab extends string>({
  title,
  description,
  tabs,
  labelOf,
  children,
}: TabbedPageProps<Tab>) {
  const [open, setOpen] = useState<Tab | undefined>(tabs[0]);
  return (
    <>
      <PageHeader title={title} description={description} />
      <div className="tabbed-page__tabs" role="tablist" aria-label={title}>
        {tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === open}
            className={cx('tabbed-page__tab', tab === open && 'tabbed-page__tab--active')}
            onClick={() => setOpen(tab)}
          >
            {labelOf(tab)}
          </button>
        ))}
      </div>
      <div role="tabpanel">{open !== undefined && children(open)}</div>
    </>
  );
}

/** A panel's filter: one of `values` (labelled by `labelOf`), or all of them (''). */
export function FilterSelect<Value extends string>({
  label,
  value,
  values,
  labelOf,
  onChange,
}: {
  label: string;
  value: Value | '';
  values: readonly Value[];
  labelOf: (value: Value) => string;
  onChange: (value: Value | '') => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={label}
      value={value}
      options={[
        { value: '', label: t('common.all') },
        ...values.map((item) => ({ value: item, label: labelOf(item) })),
      ]}
      onChange={(changed) => onChange(changed.target.value as Value | '')}
    />
  );
}

/** A panel's list: the rows of a query's page, "no results" when empty. */
export function PanelTable<Row>({
  caption,
  columns,
  list,
  rowKey,
}: {
  caption: string;
  columns: Column<Row>[];
  list: { data?: { list: Row[] } | undefined; isLoading: boolean };
  rowKey: (row: Row) => string | number;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={list.data?.list ?? []}
      rowKey={rowKey}
      isLoading={list.isLoading}
      emptyText={t('common.noResults')}
    />
  );
}
