import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { cx } from '@platform/ui/cx.ts';
import { useImageUrl } from '../lib/cdn.ts';

/** The image-address rewrite of the sanitize call under way (sanitising is synchronous). */
let imageAddress: ((src: string) => string) | null = null;

/**
 * Links in operator HTML open outside the app and cannot reach back into it; its images on this
 * site come through the image CDN.
 */
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  const src = node.tagName === 'IMG' ? node.getAttribute('src') : null;
  if (src !== null && imageAddress !== null) node.setAttribute('src', imageAddress(src));
});

/** Operator HTML made safe, its images on this site rewritten through `imageUrl`. */
const sanitize = (html: string, imageUrl: (src: string) => string) => {
  imageAddress = imageUrl;
  try {
    return DOMPurify.sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: ['style', 'form', 'input'],
    });
  } finally {
    imageAddress = null;
  }
};

interface RichTextProps {
  /** Operator HTML: the server sanitised it before storing; it is sanitised again here before it is shown. */
  html: string;
  className?: string;
}

/** Announcements, popups and help articles. */
export function RichText({ html, className }: RichTextProps) {
  const imageUrl = useImageUrl();
  const clean = useMemo(() => sanitize(html, imageUrl), [html, imageUrl]);
  return <div className={cx('rich-text', className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
