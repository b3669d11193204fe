import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HOME_ROW_SIZE, isCategoryMenu, type Game, type MenuCode } from '@platform/contract';
import { ChevronLeftIcon, ChevronRightIcon } from '@platform/ui/icons.tsx';
import { cx } from '@platform/ui/cx.ts';
import { Later } from '../../../shared/ui/later.tsx';
import { GAME_PAGES } from '../../../shared/config/paths.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { useGameMenus } from '../api/get-game-menus.ts';
import { gameRowQueryOptions } from '../api/get-games.ts';
import { useHotGames } from '../api/get-hot-games.ts';
import { MENU_LABEL_KEYS } from '../lib/lobby-pages.ts';
import { GameTile } from './game-tile.tsx';
import { LobbyStatus } from './lobby-status.tsx';
import { MenuIcon } from './menu-icon.tsx';
import './game-rows.css';
import '../games.css';

/** The home rows' queries: the navigation bar's menus, the hot games and a page of each category. */
const useHomeRowQueries = () => {
  const language = useLanguage();
  const menus = useGameMenus();
  const hot = useHotGames();
  const categories = (menus.data ?? []).filter(isCategoryMenu);
  const rows = useQueries({
    queries: categories.map((entry) => gameRowQueryOptions(entry.code, HOME_ROW_SIZE, language)),
  });
  const isSettled = !menus.isPending && !hot.isPending && !rows.some((row) => row.isPending);
  return { menus, hot, categories, rows, isSettled };
};

/**
 * Whether every home row has answered (or failed), so the games box has its height: the home's
 * sections below it wait for this rather than appear in one place and move when the rows arrive.
 */
export const useGameRowsSettled = () => useHomeRowQueries().isSettled;

/**
 * The home page's game entries: the hot games first, then one row per game category of the
 * navigation bar that has games, each with a link to its page. The tiles are the lobby's, so
 * launching, free trial and favourites behave as they do there. The rows appear once every one
 * has answered, in a box that holds a row's height meanwhile: the first row takes the box's
 * place, the others follow below it.
 */
export function GameRows() {
  const { menus, hot, categories, rows, isSettled } = useHomeRowQueries();
  if (!isSettled || menus.data === undefined || hot.data === undefined) {
    const error = menus.error ?? hot.error;
    return (
      <div className={error === null ? 'game-rows game-rows--pending' : undefined}>
        <LobbyStatus
          error={error}
          onRetry={() => {
            void menus.refetch();
            void hot.refetch();
          }}
        />
      </div>
    );
  }
  const hotRow: GameRowProps = { code: 'HOT', path: GAME_PAGES.hot, games: hot.data.slice(0, HOME_ROW_SIZE) };
  const shown = [
    hotRow,
    ...categories.map((entry, index): GameRowProps => ({
      code: entry.code,
      path: entry.path,
      games: rows[index]?.data?.games ?? [],
    })),
  ].filter((row) => row.games.length > 0);
  return (
    <div className="game-rows">
      {shown.map((row, index) =>
        index === 0 ? (
          <GameRow key={row.code} {...row} />
        ) : (
          <Later key={row.code}>
            <GameRow {...row} />
          </Later>
        ),
      )}
    </div>
  );
}

interface GameRowProps {
  code: MenuCode;
  /** The page with the whole list ("more"). */
  path: string;
  games: readonly Game[];
}

/** Up to this many games sit in one line; more fill columns of 2 (up to 10 columns, spec section 9). */
const SINGLE_LINE_MAX = 8;

const END_SLACK_PX = 4;

/** Which ends of a sideways-scrolling list are in sight, kept up to date while it scrolls or resizes. */
const useScrollEnds = (list: HTMLElement | null) => {
  const [ends, setEnds] = useState({ atStart: true, atEnd: true });
  useEffect(() => {
    if (!list) return undefined;
    // A few pixels of play: snapping and fractional widths stop a row just short of its ends.
    const update = () => {
      const atStart = list.scrollLeft <= END_SLACK_PX;
      const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - END_SLACK_PX;
      setEnds((last) => (last.atStart === atStart && last.atEnd === atEnd ? last : { atStart, atEnd }));
    };
    update();
    list.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [list]);
  return ends;
};

/**
 * A row of tiles that scrolls sideways where it is wider than the page: one line of up to 8 games,
 * columns of 2 beyond that. On a pointer screen, arrows beside "more" move it a page at a time;
 * on a touch screen it is swiped.
 */
function GameRow({ code, path, games }: GameRowProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const { atStart, atEnd } = useScrollEnds(list);
  const name = t(MENU_LABEL_KEYS[code]);
  const page = (direction: 1 | -1) => {
    list?.scrollBy({ left: direction * list.clientWidth * 0.85 });
  };
  return (
    <section className="game-row" aria-labelledby={titleId}>
      <div className="game-row__head">
        <h3 className="game-row__title" id={titleId}>
          <MenuIcon code={code} />
          {name}
        </h3>
        <Link to={path} className="game-row__more" aria-describedby={titleId}>
          {t('games.more')}
          <ChevronRightIcon width={16} height={16} />
        </Link>
        {!(atStart && atEnd) && (
          <div className="game-row__arrows">
            <button
              type="button"
              className="game-row__arrow"
              aria-label={t('games.scrollBack', { name })}
              disabled={atStart}
              onClick={() => page(-1)}
            >
              <ChevronLeftIcon width={18} height={18} />
            </button>
            <button
              type="button"
              className="game-row__arrow"
              aria-label={t('games.scrollOn', { name })}
              disabled={atEnd}
              onClick={() => page(1)}
            >
              <ChevronRightIcon width={18} height={18} />
            </button>
          </div>
        )}
      </div>
      <ul
        ref={setList}
        className={cx('game-row__grid', games.length <= SINGLE_LINE_MAX && 'game-row__grid--line')}
        aria-labelledby={titleId}
      >
        {games.map((game) => (
          <li key={game.nodeId} className="game-row__item">
            <GameTile game={game} />
          </li>
        ))}
      </ul>
    </section>
  );
}
