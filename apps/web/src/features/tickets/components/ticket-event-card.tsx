import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketEventView, TicketOpenResult } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { errorText } from '../../../shared/lib/api-client.ts';
import { useOpenTicket } from '../api/tickets.ts';
import { prizeLabel } from '../lib/prize-label.ts';
import { rotationFor } from '../lib/wheel.ts';
import { OpenStage, type StagePhase } from './open-stage.tsx';
import { PrizeWheel, prefersReducedMotion } from './prize-wheel.tsx';
import { ResultDialog } from './result-dialog.tsx';

/**
 * One ticket event: its stage (wheel, egg or envelope), the member's unopened tickets and the open
 * button, and the published odds. The result shows once the animation has stopped on the drawn prize.
 */
export function TicketEventCard({
  event,
  currency,
  onCredited,
}: {
  event: TicketEventView;
  currency: string;
  /** Money or points may have moved: the page's balances ask again. */
  onCredited: () => void;
}) {
  const { t } = useTranslation();
  const opening = useOpenTicket();
  const [phase, setPhase] = useState<StagePhase>('idle');
  const [rotation, setRotation] = useState(0);
  const [drawn, setDrawn] = useState<TicketOpenResult | null>(null);
  const [shown, setShown] = useState<TicketOpenResult | null>(null);
  const labels = event.prizes.map((prize) => prizeLabel(prize, t, currency));
  const isBusy = opening.isPending || phase === 'playing';

  const reveal = (result: TicketOpenResult) => {
    setPhase('open');
    setShown(result);
    void opening.refresh();
    onCredited();
  };
  const open = () => {
    if (event.nextTicketId === null) return;
    setShown(null);
    opening.mutate(event.nextTicketId, {
      onSuccess: (result) => {
        setDrawn(result);
        setRotation((from) => rotationFor(from, result.prizeIndex, event.prizes.length));
        if (prefersReducedMotion()) reveal(result);
        else setPhase('playing');
      },
    });
  };
  const stopped = () => {
    if (drawn) reveal(drawn);
  };

  return (
    <article
      className={`tickets-event tickets-event--${event.kind.toLowerCase()}`}
      aria-labelledby={`ticket-event-${event.id}`}
    >
      <header className="tickets-event__header">
        <h3 className="tickets-event__title" id={`ticket-event-${event.id}`}>
          {event.title}
        </h3>
        <p className="tickets-event__period">
          {event.startsAt.slice(0, 16)} – {event.endsAt.slice(0, 16)}
        </p>
      </header>
      <div className="tickets-event__stage">
        {event.kind === 'PRIZE_WHEEL' ? (
          <PrizeWheel
            prizes={event.prizes}
            labels={labels}
            rotation={rotation}
            isTurning={phase === 'playing'}
            onStopped={stopped}
          />
        ) : (
          <OpenStage kind={event.kind} phase={phase} onStopped={stopped} />
        )}
      </div>
      <div className="tickets-event__actions">
        <p className="tickets-event__count" data-testid={`ticket-count-${event.id}`}>
          {t('tickets.unopened', { count: event.unopened })}
        </p>
        <Button size="lg" onClick={open} disabled={event.unopened === 0 || isBusy}>
          {t(`tickets.open.${event.kind}`)}
        </Button>
        <FormAlert message={opening.error ? errorText(opening.error, t) : undefined} />
      </div>
      <details className="tickets-event__odds" open>
        <summary>{t('tickets.odds.title')}</summary>
        <ul className="tickets-odds">
          {event.prizes.map((prize, index) => (
            <li key={prize.index} className="tickets-odds__row">
              <span
                className={`tickets-odds__swatch tickets-odds__swatch--${prize.kind === 'RETRY' ? 'retry' : index % 4}`}
                aria-hidden="true"
              />
              <span className="tickets-odds__label">{labels[index]}</span>
              <span className="tickets-odds__share">{t('tickets.odds.share', { share: prize.share })}</span>
            </li>
          ))}
        </ul>
      </details>
      {shown && (
        <ResultDialog
          result={shown}
          label={prizeLabel(shown.prize, t, currency)}
          onClose={() => setShown(null)}
          onAgain={event.unopened > 0 ? open : null}
        />
      )}
    </article>
  );
}
