import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game, LotteryGameDraws, LotteryMenu } from '@platform/contract';
import { cx } from '@platform/ui/cx.ts';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { useNow } from '../../../shared/lib/use-now.ts';
import { useLotteryDraws, useRecentLotteryGames } from '../api/lottery.ts';
import { lotteryGameKey, useLotteryFavourites } from '../lib/favourites.ts';
import { initialTab, lobbyTabs, splitByNextDraw, type LotteryTab } from '../lib/lottery-page.ts';
import { LotteryCard, type LotteryCardParts } from './lottery-card.tsx';
import './lottery.css';

interface LotteryLobbyProps extends LotteryCardParts {
  menu: LotteryMenu;
  /** Whose favourites the stars keep (spec section 3: per username). */
  username: string;
  /** A real account stars games and sees its recent ones; a trial account does neither (spec section 6). */
  isRealAccount: boolean;
  onPlay: (game: Game) => void;
}

const REGIONS = new Set<LotteryTab>(['NORTH', 'CENTRAL', 'SOUTH']);

/**
 * The lottery lobby: tabs for the fast draws and Vietnam's regions (opening on the prize mode's),
 * favourites and recent games; each game with its last result and a countdown to its next close.
 */
export function LotteryLobby({
  menu,
  username,
  isRealAccount,
  onPlay,
  GameImage,
  StarIcon,
}: LotteryLobbyProps) {
  const { t } = useTranslation();
  const tabs = lobbyTabs(menu.groups, isRealAccount);
  const [chosen, setChosen] = useState<LotteryTab>();
  const tab =
    chosen !== undefined && tabs.includes(chosen) ? chosen : initialTab(menu.prizeMode, menu.groups);
  const draws = useLotteryDraws();
  const recent = useRecentLotteryGames(isRealAccount && tab === 'RECENT');
  const favourites = useLotteryFavourites(username);
  const clock = useNow(1000).getTime();

  // Countdowns run on the server's clock: its time when the draws were read, plus what passed since.
  const offset = draws.data ? Date.parse(draws.data.serverTime) - draws.data.receivedAt : 0;
  const now = clock + offset;
  const drawsOf = new Map<string, LotteryGameDraws>(
    (draws.data?.games ?? []).map((item) => [lotteryGameKey(item.game), item]),
  );
  const allGames = menu.groups.flatMap((group) => group.games);

  // Starred games still in the lobby, newest star first.
  const byKey = new Map(allGames.map((game) => [lotteryGameKey(game), game]));
  const starred = favourites.keys.flatMap((key) => byKey.get(key) ?? []);

  let games: Game[];
  if (tab === 'FAVOURITES') games = starred;
  else if (tab === 'RECENT') games = recent.data?.list ?? [];
  else games = menu.groups.find((group) => group.group === tab)?.games ?? [];

  const card = (game: Game) => {
    const key = lotteryGameKey(game);
    return (
      <li key={key}>
        <LotteryCard
          game={game}
          draws={drawsOf.get(key)}
          now={now}
          star={
            isRealAccount
              ? { isOn: favourites.keys.includes(key), toggle: () => favourites.toggle(key) }
              : undefined
          }
          onPlay={onPlay}
          GameImage={GameImage}
          StarIcon={StarIcon}
        />
      </li>
    );
  };
  const grid = (list: Game[]) => <ul className="lottery-grid">{list.map(card)}</ul>;

  let body;
  if (tab === 'RECENT' && recent.data === undefined) {
    body = (
      <PageStatus
        error={recent.error}
        message={t('lottery.loadFailed')}
        onRetry={() => void recent.refetch()}
      />
    );
  } else if (games.length === 0) {
    const empty = tab === 'FAVOURITES' ? 'favourites' : tab === 'RECENT' ? 'recent' : 'games';
    body = <p className="lottery-empty">{t(`lottery.empty.${empty}`)}</p>;
  } else if (REGIONS.has(tab)) {
    const { next, later } = splitByNextDraw(
      games.map((game) => ({ game, next: drawsOf.get(lotteryGameKey(game))?.next ?? null })),
    );
    body = (
      <>
        {next.length > 0 && (
          <section className="lottery-section" aria-label={t('lottery.sections.next')}>
            <h2 className="lottery-section__title">{t('lottery.sections.next')}</h2>
            {grid(next.map((item) => item.game))}
          </section>
        )}
        {later.length > 0 && (
          <section className="lottery-section" aria-label={t('lottery.sections.later')}>
            <h2 className="lottery-section__title">{t('lottery.sections.later')}</h2>
            {grid(later.map((item) => item.game))}
          </section>
        )}
      </>
    );
  } else body = grid(games);

  // Arrow keys move between tabs (the tab list pattern).
  const onTabKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const nextTab = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length];
    if (nextTab !== undefined) {
      setChosen(nextTab);
      document.getElementById(`lottery-tab-${nextTab}`)?.focus();
    }
  };

  return (
    <div className="lottery-lobby">
      <header className="lottery-hero">
        <div>
          <h1 className="lottery-hero__title">{t('lottery.title')}</h1>
          <p className="lottery-hero__subtitle">{t('lottery.subtitle')}</p>
        </div>
        <span className="lottery-hero__mode">{t(`lottery.prizeMode.${menu.prizeMode}`)}</span>
      </header>
      <div className="lottery-tabs" role="tablist" aria-label={t('lottery.tabs.label')} onKeyDown={onTabKey}>
        {tabs.map((item) => (
          <button
            key={item}
            id={`lottery-tab-${item}`}
            type="button"
            role="tab"
            aria-selected={item === tab}
            aria-controls="lottery-panel"
            tabIndex={item === tab ? 0 : -1}
            className={cx('lottery-tabs__tab', item === tab && 'lottery-tabs__tab--active')}
            onClick={() => setChosen(item)}
          >
            {t(`lottery.tabs.${item}`)}
            {item === 'FAVOURITES' && starred.length > 0 && (
              <span className="lottery-tabs__count">{starred.length}</span>
            )}
          </button>
        ))}
      </div>
      <div
        id="lottery-panel"
        role="tabpanel"
        aria-labelledby={`lottery-tab-${tab}`}
        className="lottery-panel"
      >
        {body}
      </div>
    </div>
  );
}
