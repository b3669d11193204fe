import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/a11y';
import { CAROUSEL } from '@platform/contract';
import { useCarouselA11y } from '../lib/carousel-a11y.ts';
import { MATCH_GAP_PX, MATCH_SLIDES, type MatchCardsProps } from '../lib/match-layout.ts';
import { useReducedMotion } from '../lib/use-reduced-motion.ts';
import { MatchCard } from './match-card.tsx';
import { TimedAutoplay } from '../../../shared/lib/swiper-autoplay.ts';

/** Loop mode needs more slides than fit in view; with fewer the carousel rewinds instead. */
const LOOP_MIN_SLIDES = Math.ceil(CAROUSEL.HOT_MATCH_SLIDES) + 1;

/**
 * The hot-match carousel of spec section 2: 2.9 cards in view at desktop widths, moving on every
 * 4 s. The breakpoints are the section's own width (`breakpointsBase: container`), not the
 * window's, since the side menu takes room; the still row drawn before Swiper arrives uses the same.
 */
export function HotMatchSwiper({ matches, now }: MatchCardsProps) {
  const isReduced = useReducedMotion();
  const a11y = useCarouselA11y(null);
  const isLooped = matches.length >= LOOP_MIN_SLIDES;
  return (
    <Swiper
      key={String(isReduced)}
      className="hot-matches__carousel"
      modules={[A11y, TimedAutoplay]}
      breakpointsBase="container"
      slidesPerView={MATCH_SLIDES.phone}
      spaceBetween={MATCH_GAP_PX}
      breakpoints={{
        [MATCH_SLIDES.tabletFromPx]: { slidesPerView: MATCH_SLIDES.tablet },
        [MATCH_SLIDES.desktopFromPx]: { slidesPerView: MATCH_SLIDES.desktop },
      }}
      loop={isLooped}
      rewind={!isLooped}
      autoplay={isReduced ? false : { delay: CAROUSEL.HOT_MATCH_AUTOPLAY_MS, pauseOnMouseEnter: true }}
      speed={isReduced ? 0 : undefined}
      a11y={a11y}
    >
      {matches.map((match) => (
        <SwiperSlide key={match.id}>
          <MatchCard match={match} now={now} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
