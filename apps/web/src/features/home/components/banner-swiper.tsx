import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import { CAROUSEL, type Banner } from '@platform/contract';
import { useCarouselA11y } from '../lib/carousel-a11y.ts';
import { useReducedMotion } from '../lib/use-reduced-motion.ts';
import { BannerSlide } from './banner-slide.tsx';
import { TimedAutoplay } from '../../../shared/lib/swiper-autoplay.ts';

/**
 * The banner carousel of spec section 2: loops, moves on every 5 s with 1 s transitions (none with
 * reduced motion) and has clickable pagination. Loaded only after the first banner is on screen,
 * so Swiper is not part of the page's initial JavaScript.
 */
export function BannerSwiper({ banners }: { banners: readonly Banner[] }) {
  const isReduced = useReducedMotion();
  const a11y = useCarouselA11y('home.banners.goTo');
  return (
    <Swiper
      // A change of the motion setting starts a new carousel rather than patching autoplay.
      key={String(isReduced)}
      className="banners__frame"
      modules={[A11y, TimedAutoplay, Pagination]}
      loop
      speed={isReduced ? 0 : CAROUSEL.BANNER_TRANSITION_MS}
      autoplay={isReduced ? false : { delay: CAROUSEL.BANNER_AUTOPLAY_MS, pauseOnMouseEnter: true }}
      pagination={{ clickable: true }}
      a11y={a11y}
    >
      {banners.map((banner, index) => (
        <SwiperSlide key={banner.id}>
          <BannerSlide banner={banner} isFirst={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
