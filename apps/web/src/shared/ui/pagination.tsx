import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '@platform/ui/icons.tsx';
import { Button } from './button.tsx';

interface PaginationProps {
  pageNum: number;
  total: number;
  totalPages: number;
  onChange: (pageNum: number) => void;
}

/** Previous and next page, and where we are. */
export function Pagination({ pageNum, total, totalPages, onChange }: PaginationProps) {
  const { t } = useTranslation();
  const lastPage = Math.max(totalPages, 1);
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <p className="pagination__summary">
        {t('pagination.summary', { total, page: pageNum, pages: lastPage })}
      </p>
      <div className="pagination__controls">
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
