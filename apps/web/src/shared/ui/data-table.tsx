import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@platform/ui/cx.ts';

export interface Column<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** `num` right-aligns figures; `nowrap` keeps dates and codes on one line. */
  kind?: 'num' | 'nowrap';
}

interface DataTableProps<Row> {
  /** The table's accessible name (its caption, hidden: the section heading shows it). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  isLoading?: boolean;
  emptyText: string;
}

/**
 * Rows of records. On phones each row becomes a small card whose cells carry their column's name
 * (`data-label`), so nothing scrolls sideways.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  isLoading = false,
  emptyText,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  return (
    <div className="table-wrap">
      <table className="table" aria-busy={isLoading || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cx(column.kind && `table__cell--${column.kind}`)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td className="table__empty" colSpan={columns.length}>
                {isLoading ? t('common.loading') : emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    data-label={column.header}
                    className={cx(column.kind && `table__cell--${column.kind}`)}
                  >
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
