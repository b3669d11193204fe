import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TICKET_RECORD_DAYS } from '@platform/contract';
import { Badge } from '@platform/ui/badge.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { useTicketRecords } from '../api/tickets.ts';
import { prizeLabel } from '../lib/prize-label.ts';

const DELIVERY_TONES = {
  PENDING: 'warning',
  SHIPPED: 'info',
  DELIVERED: 'success',
  CANCELLED: 'danger',
} as const;

/** Opened tickets of the last 90 days: what each gave, and where an item's delivery stands. */
export function TicketRecords({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const records = useTicketRecords(pageNum);

  if (records.data === undefined) {
    return (
      <PageStatus
        error={records.error}
        message={t('errors.loadFailed')}
        onRetry={() => void records.refetch()}
      />
    );
  }
  return (
    <section className="tickets-records" aria-labelledby="ticket-records-title">
      <h2 className="tickets-section-title" id="ticket-records-title">
        {t('tickets.records.title', { days: TICKET_RECORD_DAYS })}
      </h2>
      {records.data.list.length === 0 ? (
        <p className="tickets-empty">{t('tickets.records.empty')}</p>
      ) : (
        <ul className="tickets-records__list">
          {records.data.list.map((record) => (
            <li key={record.id} className="tickets-record">
              <span
                className={`tickets-record__icon tickets-record__icon--${record.kind.toLowerCase()}`}
                aria-hidden="true"
              />
              <div className="tickets-record__main">
                <p className="tickets-record__title">{record.title}</p>
                <p className="tickets-record__meta">
                  {t(`tickets.kinds.${record.kind}`)} · {record.openedAt}
                </p>
              </div>
              <div className="tickets-record__prize">
                <strong className={record.prize.kind === 'RETRY' ? 'tickets-record__retry' : undefined}>
                  {prizeLabel(record.prize, t, currency)}
                </strong>
                {record.deliveryStatus !== 'NOT_APPLICABLE' && (
                  <Badge tone={DELIVERY_TONES[record.deliveryStatus]}>
                    {t(`tickets.delivery.${record.deliveryStatus}`)}
                  </Badge>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        pageNum={pageNum}
        total={records.data.total}
        totalPages={records.data.totalPages}
        onChange={setPageNum}
      />
    </section>
  );
}
