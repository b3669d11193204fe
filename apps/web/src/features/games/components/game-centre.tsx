import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES, type GameCategory, type LobbyVendor } from '@platform/contract';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { openAuthModal } from '../../../shared/lib/auth-modal.ts';
import { getSession } from '../../../shared/lib/session.ts';
import { showToast } from '../../../shared/lib/toast.ts';
import { Badge } from '@platform/ui/badge.tsx';
import { Button } from '@platform/ui/button.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useGameMenus } from '../api/get-game-menus.ts';
import { getGames } from '../api/get-games.ts';
import { useVendorLanes } from '../api/get-vendor-lanes.ts';
import { MENU_LABEL_KEYS, type GameCentre } from '../lib/lobby-pages.ts';
import { useStartGame } from '../lib/start-game.ts';
import { PlayIcon } from './game-icons.tsx';
import { LobbyStatus } from './lobby-status.tsx';
import { VendorLogo } from './vendor-logo.tsx';
import '../games.css';
import './game-centre.css';

const isCategory = (code: string): code is GameCategory =>
  (GAME_CATEGORIES as readonly string[]).includes(code);

/**
 * A game centre (spec section 2): one big card per vendor of the category. The card's button
 * launches the vendor's first game of the category.
 */
export function GameCentreView({ centre }: { centre: GameCentre }) {
  const { t } = useTranslation();
  const lanes = useVendorLanes();
  const menus = useGameMenus().data ?? [];
  // A menu entry may point another category here (spec: "/elott also used for LOTT").
  const categories = new Set<GameCategory>([
    centre.category,
    ...menus
      .filter((entry) => entry.path === centre.path && entry.centre === 'GAME')
      .map((entry) => entry.code)
      .filter(isCategory),
  ]);
  const title = t(MENU_LABEL_KEYS[centre.category]);

  let body;
  if (lanes.data === undefined) {
    body = <LobbyStatus error={lanes.error} onRetry={() => void lanes.refetch()} />;
  } else {
    const cards = lanes.data
      .filter((lane) => categories.has(lane.gameCategory))
      .flatMap((lane) => lane.vendors.map((vendor) => ({ vendor, category: lane.gameCategory })));
    body =
      cards.length === 0 ? (
        <div className="empty-state">
          <p>{t('games.noVendors')}</p>
        </div>
      ) : (
        <ul className="vendor-cards" aria-label={title}>
          {cards.map(({ vendor, category }) => (
            <li key={`${category}:${vendor.vassalage}`}>
              <VendorCard vendor={vendor} category={category} />
            </li>
          ))}
        </ul>
      );
  }

  return (
    <div className="page lobby">
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
        <p className="page__subtitle">{t('games.centreLead')}</p>
      </header>
      {body}
    </div>
  );
}

function VendorCard({ vendor, category }: { vendor: LobbyVendor; category: GameCategory }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const startGame = useStartGame();
  const [isFinding, setFinding] = useState(false);

  const play = async () => {
    if (getSession() === null) {
      openAuthModal('login');
      return;
    }
    setFinding(true);
    try {
      const list = await getGames({
        gameType: category,
        vassalage: vendor.vassalage,
        pageNum: 1,
        pageSize: 1,
        language,
      });
      const game = list.games[0];
      if (game === undefined) showToast(t('games.noGames'), 'danger');
      else startGame(game);
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : t('errors.unexpected'), 'danger');
    } finally {
      setFinding(false);
    }
  };

  return (
    <article className="vendor-card" aria-label={vendor.displayName}>
      <VendorLogo vendor={vendor} size="lg" />
      <div className="vendor-card__body">
        <h2 className="vendor-card__name">{vendor.displayName}</h2>
        <p className="vendor-card__category">{t(MENU_LABEL_KEYS[category])}</p>
        {vendor.maintenance !== null && (
          <Badge tone="warning">{t('games.maintenanceUntil', { time: vendor.maintenance.endTime })}</Badge>
        )}
      </div>
      <Button className="vendor-card__play" isBusy={isFinding} onClick={() => void play()}>
        <PlayIcon width={16} height={16} />
        {t('games.play')}
      </Button>
    </article>
  );
}
