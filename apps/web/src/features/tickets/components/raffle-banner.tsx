import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketEventView } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { errorText } from '../../../shared/lib/api-client.ts';
import { useRaffleClaim } from '../api/tickets.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** `HH:MM:SS` (days first when more than one) until an instant; 0 once it has come. */
const countdownTo = (startsAt: string, now: number) => {
  const seconds = Math.max(0, Math.floor((Date.parse(startsAt) - now) / 1000));
  const days = Math.floor(seconds / 86_400);
  const clock = `${pad(Math.floor((seconds % 86_400) / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return { seconds, days, clock };
};

/**
 * A red envelope raffle ("red rain"): during a window the member grabs an envelope (once per
 * window); otherwise the countdown to the next window. `onWindowChange` asks the page again when
 * the countdown reaches the window.
 */
export function RaffleBanner({
  event,
  onWindowChange,
}: {
  event: TicketEventView;
  onWindowChange: () => void;
}) {
  const { t } = useTranslation();
  const claim = useRaffleClaim();
  const [now, setNow] = useState(() => Date.now());
  const raffle = event.raffle;
  const left = raffle?.next ? countdownTo(raffle.next.startsAt, now) : null;

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left?.seconds === 0 && raffle?.open === null) onWindowChange();
  }, [left?.seconds, raffle?.open, onWindowChange]);

  if (!raffle) return null;
  const isOpen = raffle.open !== null && !raffle.open.claimed;
  return (
    <section
      className={`tickets-raffle${isOpen ? ' tickets-raffle--open' : ''}`}
      aria-labelledby={`raffle-${event.id}`}
    >
      <span className="tickets-raffle__rain" aria-hidden="true">
        {Array.from({ length: 8 }, (_, n) => (
          <span key={n} className="tickets-raffle__drop" />
        ))}
      </span>
      <div className="tickets-raffle__text">
        <p className="tickets-raffle__eyebrow">{t('tickets.raffle.eyebrow')}</p>
        <h2 className="tickets-raffle__title" id={`raffle-${event.id}`}>
          {event.title}
        </h2>
        {raffle.open ? (
          <p className="tickets-raffle__when">
            {raffle.open.claimed
              ? t('tickets.raffle.grabbed', { end: raffle.open.end.slice(11, 16) })
              : t('tickets.raffle.openUntil', { end: raffle.open.end.slice(11, 16) })}
          </p>
        ) : left && raffle.next ? (
          <p className="tickets-raffle__when">
            {t('tickets.raffle.next', { start: raffle.next.start.slice(5, 16) })}{' '}
            <span className="tickets-raffle__countdown" role="timer">
              {left.days > 0 ? t('tickets.raffle.days', { count: left.days }) : ''}
              {left.clock}
            </span>
          </p>
        ) : (
          <p className="tickets-raffle__when">{t('tickets.raffle.none')}</p>
        )}
      </div>
      {isOpen && (
        <Button
          size="lg"
          className="tickets-raffle__grab"
          disabled={claim.isPending}
          onClick={() => claim.mutate(event.id)}
        >
          {t('tickets.raffle.grab')}
        </Button>
      )}
      <FormAlert message={claim.error ? errorText(claim.error, t) : undefined} />
    </section>
  );
}
