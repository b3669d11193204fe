import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import './data-table.css';

export interface Column<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /**
   * `num` right-aligns figures; `nowrap` keeps dates and codes on one line; `wide` and `note` let
   * text wrap (a paragraph, a short remark); `actions` keeps a row's buttons in view at the right.
   */
  kind?: 'num' | 'nowrap' | 'wide' | 'note' | 'actions';
}

interface DataTableProps<Row> {
  /** The table's accessible name (its caption, hidden: the heading above shows it). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  /** Shown in place of rows while the first page loads. */
  isLoading?: boolean;
  emptyText: string;
  /** A last row below the records (the totals), by column key; shown when there are records. */
  footer?: Partial<Record<string, ReactNode>>;
}

/**
 * Rows of records, whose header stays in view while they scroll. Each cell carries its column's
 * name (`data-label`), so a narrow layout can show every row as a small card.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  isLoading = false,
  emptyText,
  footer,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={caption}>
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
            rows.map((row, index) => (
              <tr key={rowKey(row, index)}>
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
        {footer !== undefined && rows.length > 0 && (
          <tfoot>
            <tr>
              {columns.map((column) => (
                <td
                  key={column.key}
                  data-label={column.header}
                  className={cx(column.kind && `table__cell--${column.kind}`)}
                >
                  {footer[column.key]}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
