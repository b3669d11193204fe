import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { cx } from '@platform/ui/cx.ts';
import { useImageUrl } from '../lib/cdn.ts';

interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'onError' | 'src'> {
  src: string | null;
  /** Shown in the image's place when there is none or it fails to load; an empty box by default. */
  fallback?: ReactNode;
}

/**
 * An operator-supplied image (banner, team, popup) that falls back cleanly when its address is
 * missing or broken, instead of the browser's broken-image icon. Site addresses go through the image CDN.
 */
export function SafeImage({ src, fallback, className, alt = '', ...rest }: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imageUrl = useImageUrl();
  if (src === null || src === '' || failedSrc === src) {
    return (
      <span
        className={cx('safe-image safe-image--fallback', className)}
        role={alt === '' ? undefined : 'img'}
        aria-label={alt === '' ? undefined : alt}
      >
        {fallback}
      </span>
    );
  }
  return (
    <img
      {...rest}
      className={cx('safe-image', className)}
      src={imageUrl(src)}
      alt={alt}
      onError={() => setFailedSrc(src)}
    />
  );
}
