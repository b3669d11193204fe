import sanitize from 'sanitize-html';

/**
 * Formatting the console's editor produces, and nothing that runs or restyles the page: no
 * script, style, frames, objects, forms or SVG/MathML (their parsing rules are where mutation XSS
 * hides), no `on*` handlers and no `style` attributes.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'span',
    'div',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    p: ['class'],
    span: ['class'],
    div: ['class'],
    table: ['class'],
  },
  // Only the alignment and emphasis classes the storefront styles; nothing that borrows the page's own.
  allowedClasses: {
    p: [/^text-(left|center|right)$/],
    span: ['highlight'],
    div: [/^text-(left|center|right)$/, 'note'],
    table: ['bordered'],
  },
  // Links may leave the site or write an email; images come from the site itself or over http(s).
  // Relative addresses (`/promotions`, `/wps/media/...`) carry no scheme and stay.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Every link opens outside the app and cannot reach back into it (reverse tabnabbing).
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
  // A link or image left without an address (its scheme was refused) is dropped; a link keeps its text.
  exclusiveFilter: (frame) => {
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
    return frame.tag === 'img' && !frame.attribs.src;
  },
};

/** Operator HTML (announcements, popups, help articles) made safe to store and show. */
export const sanitizeHtml = (html: string): string => sanitize(html, OPTIONS).trim();

/** Whether sanitised HTML still shows something: text or an image. */
export const hasVisibleContent = (html: string): boolean =>
  /<img\s/i.test(html) || sanitize(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
