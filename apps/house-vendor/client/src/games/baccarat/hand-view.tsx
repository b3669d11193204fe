import { useTranslation } from 'react-i18next';
import { handTotal, type BaccaratHand } from '../../../../src/engine/baccarat.ts';
import { dealOrder } from './deal-order.ts';
import { PlayingCard } from './playing-card.tsx';

interface HandViewProps {
  hand: BaccaratHand;
  /** How many cards of the deal order are on the table (all of them in a recall). */
  dealt?: number;
}

/** Both hands side by side with their running totals; the winner's side lights up once all is dealt. */
export function HandView({ hand, dealt = Number.POSITIVE_INFINITY }: HandViewProps) {
  const { t } = useTranslation();
  const shown = dealOrder(hand).slice(0, dealt);
  const isComplete = shown.length === hand.player.length + hand.banker.length;
  const sides = ['player', 'banker'] as const;

  return (
    <div className="hands">
      {sides.map((side) => {
        const cards = shown.filter((dealtCard) => dealtCard.side === side).map((dealtCard) => dealtCard.card);
        const isWinner = isComplete && hand.winner === side.toUpperCase();
        return (
          <div key={side} className={`hand hand--${side}${isWinner ? ' hand--winner' : ''}`}>
            <div className="hand__header">
              <span className="hand__name">{t(`baccarat.side.${side}`)}</span>
              <span
                className="hand__total"
                aria-label={t('baccarat.totalLabel', { total: handTotal(cards) })}
              >
                {cards.length > 0 ? handTotal(cards) : ''}
              </span>
            </div>
            <div className="hand__cards">
              {cards.map((card, index) => (
                <PlayingCard key={index} card={card} isThird={index === 2} />
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
