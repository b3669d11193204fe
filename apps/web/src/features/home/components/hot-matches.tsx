import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotMatch } from '@platform/contract';
import { useNow } from '../../../shared/lib/use-now.ts';
import { useNearScreen } from '../../../shared/lib/use-near-screen.ts';
import { MatchCard } from './match-card.tsx';
import './home.css';

const HotMatchSwiper = lazy(async () => ({
  default: (await import('./hot-match-swiper.tsx')).HotMatchSwiper,
}));

/** "Today" turns into "tomorrow" at midnight without a reload. */
const CLOCK_REFRESH_MS = 60_000;

/**
 * Hot sports matches (spec section 2). The cards stand in a still row of the same widths until the
 * section comes near the screen and Swiper's code has arrived. Hidden when there is no match.
 */
export function HotMatches({ matches }: { matches: readonly HotMatch[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const now = useNow(CLOCK_REFRESH_MS);
  const [sectionRef, isNear] = useNearScreen<HTMLElement>(matches.length > 0);
  if (matches.length === 0) return null;
  const stillRow = (
    <ul className="hot-matches__row">
      {matches.map((match) => (
        <li key={match.id} className="hot-matches__item">
          <MatchCard match={match} now={now} />
        </li>
      ))}
    </ul>
  );
  return (
    <section className="hot-matches" aria-labelledby={titleId} ref={sectionRef}>
      <h2 className="home-section__title" id={titleId}>
        {t('home.matches.title')}
      </h2>
      {isNear ? (
        <Suspense fallback={stillRow}>
          <HotMatchSwiper matches={matches} now={now} />
        </Suspense>
      ) : (
        stillRow
      )}
    </section>
  );
}
