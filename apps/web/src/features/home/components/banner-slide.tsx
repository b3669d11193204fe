import type { Banner } from '@platform/contract';
import { SafeImage } from '../../../shared/ui/safe-image.tsx';
import { BannerLink } from './banner-link.tsx';

/** Banners are drawn 3:1 (1200×400); the frame keeps that ratio whatever the image, so nothing shifts. */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

interface BannerSlideProps {
  banner: Banner;
  /** The first banner is the page's largest paint: fetched at once and first. */
  isFirst: boolean;
  onImageLoad?: () => void;
}

/**
 * One banner: its image (the title is its alternative text) inside its link, with its headline and
 * second line drawn over the art in the shown language.
 */
export function BannerSlide({ banner, isFirst, onImageLoad }: BannerSlideProps) {
  return (
    <BannerLink banner={banner} className="banners__link">
      <SafeImage
        src={banner.imageUrl}
        alt={banner.title}
        className="banners__image"
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        loading={isFirst ? 'eager' : 'lazy'}
        fetchPriority={isFirst ? 'high' : 'auto'}
        decoding={isFirst ? 'sync' : 'async'}
        onLoad={onImageLoad}
        fallback={banner.headline === null && <span className="banners__fallback">{banner.title}</span>}
      />
      {banner.headline !== null && (
        <span className="banners__text">
          <span className="banners__headline">{banner.headline}</span>
          {banner.subline !== null && <span className="banners__subline">{banner.subline}</span>}
        </span>
      )}
    </BannerLink>
  );
}
