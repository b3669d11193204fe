import { lazy, startTransition, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@platform/contract';
import { BannerSlide } from './banner-slide.tsx';
import './home.css';

const BannerSwiper = lazy(async () => ({
  default: (await import('./banner-swiper.tsx')).BannerSwiper,
}));

/** A first banner that never loads (a broken image) must not keep the carousel from starting. */
const SWIPER_LATEST_MS = 2500;

interface BannerCarouselProps {
  /** Undefined while the notices load: the frame is kept so the page below does not move. */
  banners: readonly Banner[] | undefined;
}

/**
 * The home banners (group `w_home`). The first banner is a plain image in a fixed 3:1 frame, drawn
 * at once as the page's largest paint; with more than one, the Swiper carousel takes over in the
 * same frame once that image has loaded. Without banners there is nothing, not an empty box.
 */
export function BannerCarousel({ banners }: BannerCarouselProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [isSwiperWanted, setSwiperWanted] = useState(false);
  const hasCarousel = banners !== undefined && banners.length > 1;

  useEffect(() => {
    if (!hasCarousel) return undefined;
    const timer = window.setTimeout(() => startTransition(() => setSwiperWanted(true)), SWIPER_LATEST_MS);
    return () => window.clearTimeout(timer);
  }, [hasCarousel]);

  if (banners === undefined) return <div className="banners__frame banners__frame--pending" />;
  const [first] = banners;
  if (first === undefined) return null;

  const firstBanner = (
    <div className="banners__frame">
      <BannerSlide
        banner={first}
        isFirst
        onImageLoad={hasCarousel ? () => startTransition(() => setSwiperWanted(true)) : undefined}
      />
    </div>
  );
  // Started in a transition, the swap keeps the plain first banner on screen until Swiper's code is in.
  return (
    <section className="banners" aria-labelledby={titleId}>
      <h2 className="visually-hidden" id={titleId}>
        {t('home.banners.title')}
      </h2>
      <Suspense fallback={firstBanner}>
        {hasCarousel && isSwiperWanted ? <BannerSwiper banners={banners} /> : firstBanner}
      </Suspense>
    </section>
  );
}
