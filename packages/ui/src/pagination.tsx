import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { Button } from './button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import './pagination.css';

/** A choice of how many rows a page holds. */
export interface PageSizeChoice {
  value: number;
  options: readonly number[];
  label: string;
  /** Called with the new size; the list goes back to its first page. */
  onChange: (pageSize: number) => void;
}

interface PaginationProps {
  pageNum: number;
  total: number;
  totalPages: number;
  onChange: (pageNum: number) => void;
  /** Offered where the person may choose the page size (the console's lists). */
  pageSize?: PageSizeChoice;
}

/** Previous and next page, where we are, and how many rows a page holds when that is a choice. */
export function Pagination({ pageNum, total, totalPages, onChange, pageSize }: PaginationProps) {
  const { t } = useTranslation();
  const sizeId = useId();
  const lastPage = Math.max(totalPages, 1);
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <p className="pagination__summary">
        {t('pagination.summary', { total: total, page: pageNum, pages: lastPage })}
      </p>
      <div className="pagination__controls">
        {pageSize && (
          <>
            <label htmlFor={sizeId} className="pagination__size-label">
              {pageSize.label}
            </label>
            <select
              id={sizeId}
              className="field__input field__select field__input--compact"
              value={pageSize.value}
              onChange={(event) => pageSize.onChange(Number(event.target.value))}
            >
              {pageSize.options.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </>
        )}
        <Button variant="secondary" size="sm" disabled={pageNum <= 1} onClick={() => onChange(pageNum - 1)}>
          <ChevronLeftIcon width={16} height={16} />
          {t('pagination.previous')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={pageNum >= lastPage}
          onClick={() => onChange(pageNum + 1)}
        >
          {t('pagination.next')}
          <ChevronRightIcon width={16} height={16} />
        </Button>
      </div>
    </nav>
  );
}
