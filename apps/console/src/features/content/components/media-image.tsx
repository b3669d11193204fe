import { useState } from 'react';
import { cx } from '@platform/ui/cx.ts';
import { mediaSrc } from '../lib/media-src.ts';
import { ImageIcon } from './content-icons.tsx';
import './media-image.css';

interface MediaImageProps {
  /** The stored address; null or empty for none. */
  url: string | null;
  /** The image's text; also what the placeholder says when there is no image or it cannot load. */
  alt: string;
  /** The placeholder's words for a missing image and for one that failed to load. */
  noneText: string;
  brokenText: string;
  className?: string;
}

/** An operator image in the console, with a clean placeholder instead of the browser's broken-image icon. */
export function MediaImage({ url, alt, noneText, brokenText, className }: MediaImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = url === null || url.trim() === '' ? null : mediaSrc(url.trim());
  if (src === null || failedSrc === src) {
    const text = src === null ? noneText : brokenText;
    return (
      <span className={cx('media-image', 'media-image--placeholder', className)} role="img" aria-label={text}>
        <ImageIcon />
        <span aria-hidden="true">{text}</span>
      </span>
    );
  }
  return (
    <img className={cx('media-image', className)} src={src} alt={alt} onError={() => setFailedSrc(src)} />
  );
}
