import { useTranslation } from 'react-i18next';
import { useFavourites } from '../api/get-favourites.ts';
import { useGames } from '../api/get-games.ts';
import { useHotGames } from '../api/get-hot-games.ts';
import { useRecentGames } from '../api/get-recent-games.ts';
import { MENU_LABEL_KEYS, type AccountList } from '../lib/lobby-pages.ts';
import { GameGrid, PagedGames } from './game-grid.tsx';
import { LobbyStatus } from './lobby-status.tsx';
import '../games.css';

const TITLES = {
  hot: MENU_LABEL_KEYS.HOT,
  new: MENU_LABEL_KEYS.NEW,
  favorite: MENU_LABEL_KEYS.FAV,
  recent: MENU_LABEL_KEYS.RECENT,
} as const;

const LEADS = {
  hot: 'games.leads.hot',
  new: 'games.leads.new',
  favorite: 'games.leads.favorite',
  recent: 'games.leads.recent',
} as const;

/** The account game lists (spec section 2): hot and new for everyone, favourites and recent per member. */
export function AccountGames({ list }: { list: AccountList }) {
  const { t } = useTranslation();
  return (
    <div className="page lobby">
      <header className="page__header">
        <h1 className="page__title">{t(TITLES[list])}</h1>
        <p className="page__subtitle">{t(LEADS[list])}</p>
      </header>
      {list === 'hot' && <HotGames />}
      {list === 'new' && <NewGames />}
      {list === 'favorite' && <FavouriteGames />}
      {list === 'recent' && <RecentGames />}
    </div>
  );
}

function HotGames() {
  const { t } = useTranslation();
  const hot = useHotGames();
  if (hot.data === undefined) return <LobbyStatus error={hot.error} onRetry={() => void hot.refetch()} />;
  if (hot.data.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('games.empty.hot')}</p>
      </div>
    );
  }
  return <GameGrid games={hot.data} label={t(TITLES.hot)} />;
}

function NewGames() {
  const { t } = useTranslation();
  const games = useGames({ isNew: 1, vassalage: 'ALL' });
  return <PagedGames query={games} label={t(TITLES.new)} emptyText={t('games.empty.new')} />;
}

function FavouriteGames() {
  const { t } = useTranslation();
  return (
    <PagedGames query={useFavourites()} label={t(TITLES.favorite)} emptyText={t('games.empty.favorite')} />
  );
}

function RecentGames() {
  const { t } = useTranslation();
  return <PagedGames query={useRecentGames()} label={t(TITLES.recent)} emptyText={t('games.empty.recent')} />;
}
