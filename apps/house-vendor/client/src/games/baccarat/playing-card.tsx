import { useTranslation } from 'react-i18next';
import type { Card } from '../../../../src/engine/baccarat.ts';

const SUIT_GLYPHS = { S: '♠', H: '♥', D: '♦', C: '♣' } as const;

/** A card drawn in HTML: rank and suit in the corners, the suit large in the middle; it flips in. */
export function PlayingCard({ card, isThird = false }: { card: Card; isThird?: boolean }) {
  const { t } = useTranslation();
  const isRed = card.suit === 'H' || card.suit === 'D';
  const glyph = SUIT_GLYPHS[card.suit];
  return (
    <div
      className={`playing-card${isRed ? ' playing-card--red' : ''}${isThird ? ' playing-card--third' : ''}`}
      role="img"
      aria-label={t('baccarat.cardLabel', { rank: card.rank, suit: t(`baccarat.suit.${card.suit}`) })}
    >
      <div className="playing-card__face" aria-hidden="true">
        <span className="playing-card__corner">
          {card.rank}
          <br />
          {glyph}
        </span>
        <span className="playing-card__pip">{glyph}</span>
        <span className="playing-card__corner playing-card__corner--bottom">
          {card.rank}
          <br />
          {glyph}
        </span>
      </div>
    </div>
  );
}
