import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { cx } from '@platform/ui/cx.ts';

/** Links in operator HTML open outside the app and cannot reach back into it. */
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

interface RichTextProps {
  /** Operator HTML: the server sanitised it before storing; it is sanitised again here before it is shown. */
  html: string;
  className?: string;
}

/** Announcements, popups and help articles. */
export function RichText({ html, className }: RichTextProps) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] }),
    [html],
  );
  return <div className={cx('rich-text', className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
