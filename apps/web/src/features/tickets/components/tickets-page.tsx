import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TICKET_KINDS, type TicketKind } from '@platform/contract';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { useTicketOverview } from '../api/tickets.ts';
import { RaffleBanner } from './raffle-banner.tsx';
import { RedeemCode } from './redeem-code.tsx';
import { TicketEventCard } from './ticket-event-card.tsx';
import { TicketRecords } from './ticket-records.tsx';
import './tickets.css';

type Tab = TicketKind | 'RECORDS' | 'REDEEM';

/**
 * `/member/tickets`: a tab per ticket kind with the member's unopened tickets, each event's stage
 * (prize wheel, golden egg, envelope), its odds and the open action; the records of 90 days; a code
 * to redeem; and the red envelope raffle with its countdown.
 */
export function TicketsPage({
  currency,
  balance,
  onCredited,
}: {
  currency: string;
  /** The member's main wallet balance, composed by the route. */
  balance: ReactNode;
  onCredited: () => void;
}) {
  const { t } = useTranslation();
  const overview = useTicketOverview();
  const [chosen, setChosen] = useState<Tab | null>(null);

  if (overview.data === undefined) {
    return (
      <div className="page">
        <PageStatus
          error={overview.error}
          message={t('errors.loadFailed')}
          onRetry={() => void overview.refetch()}
        />
      </div>
    );
  }
  const { events, counts } = overview.data;
  const firstWithTickets = TICKET_KINDS.find((kind) => counts[kind] > 0);
  const firstWithEvents = TICKET_KINDS.find((kind) => events.some((event) => event.kind === kind));
  const tab: Tab = chosen ?? firstWithTickets ?? firstWithEvents ?? 'PRIZE_WHEEL';
  const tabs: Tab[] = [...TICKET_KINDS, 'RECORDS', 'REDEEM'];
  const raffles = events.filter((event) => event.raffle !== null);
  const shown = events.filter((event) => event.kind === tab);

  return (
    <div className="page tickets-page">
      <header className="tickets-hero">
        <div>
          <p className="tickets-hero__eyebrow">{t('tickets.eyebrow')}</p>
          <h1 className="page__title">{t('tickets.title')}</h1>
          <p className="page__subtitle">{t('tickets.lead')}</p>
        </div>
        {balance}
      </header>

      {raffles.map((event) => (
        <RaffleBanner key={event.id} event={event} onWindowChange={() => void overview.refetch()} />
      ))}

      <div className="tickets-tabs" role="tablist" aria-label={t('tickets.tabs')}>
        {tabs.map((name) => {
          const count = name === 'RECORDS' || name === 'REDEEM' ? 0 : counts[name];
          return (
            <button
              key={name}
              type="button"
              role="tab"
              id={`tickets-tab-${name}`}
              aria-selected={tab === name}
              aria-controls="tickets-panel"
              className={`tickets-tab tickets-tab--${name.toLowerCase()}${tab === name ? ' tickets-tab--active' : ''}`}
              onClick={() => setChosen(name)}
            >
              <span>{t(`tickets.tab.${name}`)}</span>
              {count > 0 && <span className="tickets-tab__count">{count}</span>}
            </button>
          );
        })}
      </div>

      <div
        className="tickets-panel"
        role="tabpanel"
        id="tickets-panel"
        aria-labelledby={`tickets-tab-${tab}`}
      >
        {tab === 'RECORDS' ? (
          <TicketRecords currency={currency} />
        ) : tab === 'REDEEM' ? (
          <RedeemCode currency={currency} onCredited={onCredited} />
        ) : shown.length === 0 ? (
          <p className="tickets-empty">{t('tickets.noEvents')}</p>
        ) : (
          <div className="tickets-events">
            {shown.map((event) => (
              <TicketEventCard key={event.id} event={event} currency={currency} onCredited={onCredited} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
