import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@platform/ui/badge.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { formatAmount } from '../../../shared/lib/format.ts';
import { useMyApplications } from '../api/get-my-applications.ts';
import { STATUS_TONES } from '../lib/status.ts';

/** The member's applications: when, the remark, the status, the amount approved or the reason refused. */
export function MyApplications() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const applications = useMyApplications(pageNum);
  const page = applications.data;
  if (page === undefined) {
    return <PageStatus error={applications.error} onRetry={() => void applications.refetch()} />;
  }
  if (page.list.length === 0) return <p className="promo-empty">{t('promotions.mine.empty')}</p>;
  return (
    <>
      <ul className="promo-mine">
        {page.list.map((application) => (
          <li key={application.id} className="promo-mine__row">
            <div className="promo-mine__head">
              <strong className="promo-mine__title">{application.promotionTitle}</strong>
              <Badge tone={STATUS_TONES[application.status]}>
                {t(`promotions.status.${application.status}`)}
              </Badge>
            </div>
            <p className="promo-mine__meta">
              {t('promotions.mine.submitted', { at: application.createdAt })}
              {application.imageCount > 0 &&
                ` · ${t('promotions.mine.images', { count: application.imageCount })}`}
            </p>
            {application.remark !== '' && <p className="promo-mine__remark">{application.remark}</p>}
            {application.amount !== null && (
              <p className="promo-mine__amount">
                {t('promotions.mine.amount', { amount: formatAmount(application.amount) })}
              </p>
            )}
            {application.rejectReason !== null && (
              <p className="promo-mine__reason">
                {t('promotions.rejectedBecause', { reason: application.rejectReason })}
              </p>
            )}
          </li>
        ))}
      </ul>
      <Pagination pageNum={pageNum} total={page.total} totalPages={page.totalPages} onChange={setPageNum} />
    </>
  );
}
