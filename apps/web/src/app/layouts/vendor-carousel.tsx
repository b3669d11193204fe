import { Link } from 'react-router';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Grid } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/grid';
import { CAROUSEL, type LobbyVendor } from '@platform/contract';
import { SafeImage } from '../../shared/ui/safe-image.tsx';
import { useReducedMotion } from '../../features/home/lib/use-reduced-motion.ts';
import { TimedAutoplay } from '../../shared/lib/swiper-autoplay.ts';

/** A vendor of the carousel and the game list its logo opens. */
export interface CarouselVendor extends LobbyVendor {
  href: string;
}

/**
 * The footer's vendor logos (spec section 2): 11 a view at desktop width, fewer on narrower
 * footers, 2 to a column, moving on every 4 s (standing still for less motion). A vendor without
 * a usable logo shows its name.
 * Loaded on its own chunk, with Swiper.
 */
export function VendorCarousel({ vendors }: { vendors: CarouselVendor[] }) {
  const isReducedMotion = useReducedMotion();
  return (
    <Swiper
      className="vendor-carousel"
      modules={[TimedAutoplay, Grid]}
      slidesPerView={4}
      grid={{ rows: CAROUSEL.VENDOR_LOGO_ROWS, fill: 'column' }}
      spaceBetween={10}
      rewind
      autoplay={
        isReducedMotion ? false : { delay: CAROUSEL.VENDOR_LOGO_AUTOPLAY_MS, pauseOnMouseEnter: true }
      }
      breakpointsBase="container"
      breakpoints={{
        440: { slidesPerView: 6 },
        660: { slidesPerView: 8 },
        860: { slidesPerView: CAROUSEL.VENDOR_LOGO_SLIDES },
      }}
    >
      {vendors.map((vendor) => (
        <SwiperSlide key={vendor.vassalage} className="vendor-carousel__slide">
          <Link to={vendor.href} className="vendor-carousel__link" title={vendor.displayName}>
            <SafeImage
              src={vendor.logoUrl}
              alt={vendor.displayName}
              className="vendor-carousel__logo"
              loading="lazy"
              fallback={<span className="vendor-carousel__name">{vendor.displayName}</span>}
            />
          </Link>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
