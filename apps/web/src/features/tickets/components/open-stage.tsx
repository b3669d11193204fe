import type { TicketKind } from '@platform/contract';

/** Where an opening's animation stands. */
export type StagePhase = 'idle' | 'playing' | 'open';

/**
 * The golden egg (cracks open) and the envelope (red envelope, voucher, gift code: the flap opens
 * and the card rises). `playing` runs the animation once, then `onStopped`; `open` shows it opened.
 */
export function OpenStage({
  kind,
  phase,
  onStopped,
}: {
  kind: Exclude<TicketKind, 'PRIZE_WHEEL'>;
  phase: StagePhase;
  onStopped: () => void;
}) {
  const done = () => {
    if (phase === 'playing') onStopped();
  };

  if (kind === 'GOLDEN_EGG') {
    return (
      <div
        className={`tickets-egg tickets-egg--${phase}`}
        aria-hidden="true"
        onAnimationEnd={(event) => {
          if (event.target === event.currentTarget) done();
        }}
      >
        <span className="tickets-egg__glow" />
        <span className="tickets-egg__half tickets-egg__half--top" />
        <span className="tickets-egg__half tickets-egg__half--bottom" />
        <span className="tickets-egg__crack" />
      </div>
    );
  }
  return (
    <div
      className={`tickets-envelope tickets-envelope--${phase} tickets-envelope--${kind === 'RED_ENVELOPE' ? 'red' : 'gold'}`}
      aria-hidden="true"
      onAnimationEnd={(event) => {
        if (event.target === event.currentTarget) done();
      }}
    >
      <span className="tickets-envelope__card" />
      <span className="tickets-envelope__body" />
      <span className="tickets-envelope__flap" />
      <span className="tickets-envelope__seal" />
    </div>
  );
}
