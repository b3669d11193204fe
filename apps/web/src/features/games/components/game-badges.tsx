import { useTranslation } from 'react-i18next';
import type { Game } from '@platform/contract';
import { cx } from '@platform/ui/cx.ts';
import { FlameIcon } from './game-icons.tsx';
import '../games.css';
import './game-badges.css';

/** Hot when `isHot` is 1; under maintenance while `maintenance` is set. */
export function GameBadges({ game, className }: { game: Game; className?: string }) {
  const { t } = useTranslation();
  if (game.isHot !== 1 && game.maintenance === null) return null;
  return (
    <span className={cx('game-badges', className)}>
      {game.isHot === 1 && (
        <span className="game-badge game-badge--hot">
          <FlameIcon width={13} height={13} />
          {t('games.hot')}
        </span>
      )}
      {game.maintenance !== null && (
        <span className="game-badge game-badge--maintenance">{t('games.maintenance')}</span>
      )}
    </span>
  );
}
