import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotMatch } from '@platform/contract';
import { useNow } from '../../../shared/lib/use-now.ts';
import { MatchCard } from './match-card.tsx';
import './home.css';

const HotMatchSwiper = lazy(async () => ({
  default: (await import('./hot-match-swiper.tsx')).HotMatchSwiper,
}));

/** "Today" turns into "tomorrow" at midnight without a reload. */
const CLOCK_REFRESH_MS = 60_000;

/**
 * Hot sports matches (spec section 2). Until Swiper's code arrives the cards stand in a still row
 * of the same widths. Hidden when there is no match.
 */
export function HotMatches({ matches }: { matches: readonly HotMatch[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const now = useNow(CLOCK_REFRESH_MS);
  if (matches.length === 0) return null;
  return (
    <section className="hot-matches" aria-labelledby={titleId}>
      <h2 className="home-section__title" id={titleId}>
        {t('home.matches.title')}
      </h2>
      <Suspense
        fallback={
          <ul className="hot-matches__row">
            {matches.map((match) => (
              <li key={match.id} className="hot-matches__item">
                <MatchCard match={match} now={now} />
              </li>
            ))}
          </ul>
        }
      >
        <HotMatchSwiper matches={matches} now={now} />
      </Suspense>
    </section>
  );
}
