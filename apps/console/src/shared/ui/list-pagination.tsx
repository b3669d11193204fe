import { useTranslation } from 'react-i18next';
import { Pagination } from '@platform/ui/pagination.tsx';
import { PAGE_SIZES, type PageParams } from '../lib/list-params.ts';

interface ListPaginationProps {
  page: PageParams;
  total: number;
  totalPages: number;
  onChange: (page: PageParams) => void;
}

/** A console list's paging: the page, and how many rows a page holds (a new size starts at page 1). */
export function ListPagination({ page, total, totalPages, onChange }: ListPaginationProps) {
  const { t } = useTranslation();
  return (
    <Pagination
      pageNum={page.pageNum}
      total={total}
      totalPages={totalPages}
      onChange={(pageNum) => onChange({ ...page, pageNum })}
      pageSize={{
        value: page.pageSize,
        options: PAGE_SIZES,
        label: t('pagination.pageSize'),
        onChange: (pageSize) => onChange({ pageNum: 1, pageSize }),
      }}
    />
  );
}
