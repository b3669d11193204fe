import DOMPurify from 'dompurify';

// An instance of its own, so its hook touches no other use of DOMPurify in the console.
const purify = DOMPurify(window);

/** Links in the preview open outside the console and cannot reach back into it, as on the member site. */
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Operator HTML cleaned as the member site cleans it before showing it (apps/web RichText), so
 * the editor's preview shows what members will see: no scripts, event handlers or `javascript:` links.
 */
export const sanitizePreview = (html: string): string =>
  purify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
