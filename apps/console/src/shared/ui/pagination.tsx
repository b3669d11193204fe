import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '@platform/ui/icons.tsx';

export const PAGE_SIZES = [20, 50, 100] as const;

interface PaginationProps {
  pageNum: number;
  pageSize: number;
  total: number;
  totalPages: number;
  onChange: (page: { pageNum: number; pageSize: number }) => void;
}

/** Previous and next page, where we are, and how many rows a page holds. */
export function Pagination({ pageNum, pageSize, total, totalPages, onChange }: PaginationProps) {
  const { t } = useTranslation();
  const sizeId = useId();
  const lastPage = Math.max(totalPages, 1);
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <p className="pagination__summary">
        {t('pagination.summary', { total, page: pageNum, pages: lastPage })}
      </p>
      <div className="pagination__controls">
        <label htmlFor={sizeId} className="pagination__size-label">
          {t('pagination.pageSize')}
        </label>
        <select
          id={sizeId}
          className="field__input field__select field__input--compact"
          value={pageSize}
          onChange={(event) => onChange({ pageNum: 1, pageSize: Number(event.target.value) })}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          size="sm"
          disabled={pageNum <= 1}
          onClick={() => onChange({ pageNum: pageNum - 1, pageSize })}
        >
          <ChevronLeftIcon />
          {t('pagination.previous')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={pageNum >= lastPage}
          onClick={() => onChange({ pageNum: pageNum + 1, pageSize })}
        >
          {t('pagination.next')}
          <ChevronRightIcon />
        </Button>
      </div>
    </nav>
  );
}
