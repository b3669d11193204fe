import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE, type Game } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { Details } from '../../../shared/ui/details.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { MENU_LABEL_KEYS } from '../lib/lobby-pages.ts';
import { GameBadges } from './game-badges.tsx';
import { GameImage } from './game-image.tsx';
import '../games.css';
import './game-popup.css';

interface GamePopupProps {
  game: Game;
  onClose: () => void;
  onStart: (accountType: 0 | 1) => void;
}

/** The game popup (spec section 2, modals): large icon, name, vendor, minimum bet, start and trial. */
export function GamePopup({ game, onClose, onStart }: GamePopupProps) {
  const { t } = useTranslation();
  return (
    <Dialog closesOnBackdrop title={game.gameName} onClose={onClose}>
      <div className="game-popup">
        <div className="game-popup__media">
          <GameImage src={game.lagerIcon ?? game.iconUrl} className="game-popup__image" />
          <GameBadges game={game} className="game-popup__badges" />
        </div>
        <Details
          rows={[
            { label: t('games.vendor'), value: game.displayName },
            { label: t('games.category'), value: t(MENU_LABEL_KEYS[game.gameType]) },
            { label: t('games.minBet'), value: <Money amount={game.minBet} /> },
            ...(game.maintenance === null
              ? []
              : [{ label: t('games.maintenanceUntilLabel'), value: game.maintenance.endTime }]),
          ]}
        />
        <div className="dialog__actions">
          {game.supportPlay === 0 && (
            <Button variant="secondary" onClick={() => onStart(ACCOUNT_TYPE.TRIAL)}>
              {t('games.freeTrial')}
            </Button>
          )}
          <Button onClick={() => onStart(ACCOUNT_TYPE.REAL)}>{t('games.start')}</Button>
        </div>
      </div>
    </Dialog>
  );
}
