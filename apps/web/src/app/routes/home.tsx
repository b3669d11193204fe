import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@platform/contract';
import { useSiteConfig } from '../../shared/api/get-site-config.ts';
import { useNotices } from '../../shared/api/get-notices.ts';
import { GameRows, useGameRowsSettled } from '../../features/games/components/game-rows.tsx';
import { BannerCarousel } from '../../features/home/components/banner-carousel.tsx';
import { NoticeMarquee } from '../../features/home/components/notice-marquee.tsx';

const HomeBelowRows = lazy(async () => ({
  default: (await import('../../features/home/components/home-below-rows.tsx')).HomeBelowRows,
}));

/** The notices answer every banner group; the home carousel shows `w_home`. */
const isHomeBanner = (banner: Banner) => banner.groupName === 'w_home';

/**
 * The home page (spec section 1): banners, the notice marquee, the game entries, hot matches, and
 * the winner board with the jackpot counter. Balance and account sit in the header.
 */
export function HomeRoute() {
  const { t } = useTranslation();
  const { siteName } = useSiteConfig();
  const gamesTitleId = useId();
  const notices = useNotices();
  // A failed notices call shows the page without them rather than an empty banner frame.
  const content = notices.data ?? (notices.isError ? {} : undefined);
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('home.title', { siteName })}</h1>
      <BannerCarousel
        banners={content === undefined ? undefined : (content.banners ?? []).filter(isHomeBanner)}
      />
      <NoticeMarquee notices={(content?.playerNotices ?? []).filter((notice) => notice.marquee)} />
      <section className="home__games" aria-labelledby={gamesTitleId}>
        <h2 className="home-section__title" id={gamesTitleId}>
          {t('home.games.title')}
        </h2>
        <GameRows />
      </section>
      <AfterGameRows>
        <Suspense fallback={null}>
          <HomeBelowRows matches={content?.hotMatches ?? []} />
        </Suspense>
      </AfterGameRows>
    </div>
  );
}

/**
 * The sections below the game rows, once the rows have their height: drawn earlier they would
 * stand higher up for a moment (near enough to the screen to load the match carousel on a phone)
 * and then move down.
 */
function AfterGameRows({ children }: { children: ReactNode }) {
  return useGameRowsSettled() ? children : null;
}
