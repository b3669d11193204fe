import { describe, expect, it } from 'vitest';
import { hasVisibleContent, sanitizeHtml } from './sanitize.ts';

/** Nothing in the answer can run: no script-bearing tags, handlers, styles or script URLs. */
const expectInert = (html: string) => {
  expect(html).not.toMatch(/<\s*(script|style|iframe|object|embed|form|input|svg|math|base|meta|link)\b/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
  expect(html).not.toMatch(/(java|vb)script\s*:/i);
  expect(html).not.toMatch(/data\s*:/i);
};

describe('sanitizeHtml', () => {
  it('keeps the formatting the editor makes', () => {
    const html =
      '<h2>Welcome</h2><p class="text-center">Hello <strong>bold</strong>, <em>italic</em>, <u>under</u>, <s>gone</s>' +
      '<br></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><hr>' +
      '<table class="bordered"><thead><tr><th>A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>' +
      '<p><img src="/wps/media/abc.png" alt="Banner" width="300" height="100"></p>' +
      '<p><img src="https://cdn.example.com/a.jpg" alt="CDN"></p>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>Welcome</h2><p class="text-center">Hello <strong>bold</strong>, <em>italic</em>, <u>under</u>, <s>gone</s>' +
        '<br /></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><hr />' +
        '<table class="bordered"><thead><tr><th>A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>' +
        '<p><img src="/wps/media/abc.png" alt="Banner" width="300" height="100" /></p>' +
        '<p><img src="https://cdn.example.com/a.jpg" alt="CDN" /></p>',
    );
  });

  it('forces every link to open in a new tab without access back to the site', () => {
    expect(sanitizeHtml('<a href="https://example.com/x" target="_self" rel="opener">go</a>')).toBe(
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">go</a>',
    );
    expect(sanitizeHtml('<a href="/promotions">in</a> <a href="mailto:help@demo.invalid">mail</a>')).toBe(
      '<a href="/promotions" target="_blank" rel="noopener noreferrer">in</a> ' +
        '<a href="mailto:help@demo.invalid" target="_blank" rel="noopener noreferrer">mail</a>',
    );
  });

  it('removes script tags and their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><SCRIPT SRC=//evil/x.js></SCRIPT><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
  });

  it('removes event handlers and style attributes', () => {
    expect(sanitizeHtml('<img src="/a.png" onerror="alert(1)">')).toBe('<img src="/a.png" />');
    expect(sanitizeHtml('<img src=x onerror=alert(1)//>')).toBe('<img src="x" />');
    expect(sanitizeHtml('<p onclick="alert(1)" onmouseover="alert(2)">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<p style="background:url(javascript:alert(1))">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<div style="width: expression(alert(1))">x</div>')).toBe('<div>x</div>');
    expect(sanitizeHtml('<style>body{background:url("javascript:alert(1)")}</style><p>x</p>')).toBe(
      '<p>x</p>',
    );
  });

  it('drops script, data and vbscript addresses however they are spelled, keeping the link text', () => {
    const vectors = [
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href=" javascript:alert(1)">x</a>',
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '<a href="jav&#10;ascript:alert(1)">x</a>',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
      '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
      '<a href="vbscript:msgbox(1)">x</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      '<a href="//evil.example/phish">x</a>',
    ];
    for (const vector of vectors) expect(sanitizeHtml(vector), vector).toBe('x');
    expect(sanitizeHtml('<img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA">')).toBe('');
  });

  it('removes svg, iframes, objects, embeds, forms and base tags', () => {
    const vectors = [
      '<svg onload=alert(1)>',
      '<svg><script>alert(1)</script></svg>',
      '<iframe src="https://evil.example"></iframe>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<object data="javascript:alert(1)"></object>',
      '<embed src="javascript:alert(1)">',
      '<form action="https://evil.example"><input name="password"><button>Go</button></form>',
      '<base href="https://evil.example/">',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    ];
    for (const vector of vectors) expectInert(sanitizeHtml(vector));
  });

  it('survives mutation-XSS nesting tricks', () => {
    const vectors = [
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
      '<<script>script>alert(1)<</script>/script>',
      '<img """><script>alert(1)</script>">',
      '<a href="https://ok.example" <img src=x onerror=alert(1)>>t</a>',
    ];
    for (const vector of vectors) {
      const once = sanitizeHtml(vector);
      expectInert(once);
      // Sanitising is stable: what is stored does not change when it is sanitised again.
      expect(sanitizeHtml(once), vector).toBe(once);
    }
  });

  it('keeps only the classes the storefront styles', () => {
    expect(
      sanitizeHtml('<p class="text-center modal-backdrop">x</p><span class="highlight btn">y</span>'),
    ).toBe('<p class="text-center">x</p><span class="highlight">y</span>');
  });

  it('tells whether anything visible is left', () => {
    expect(hasVisibleContent(sanitizeHtml('<script>alert(1)</script>'))).toBe(false);
    expect(hasVisibleContent(sanitizeHtml('<p> </p>'))).toBe(false);
    expect(hasVisibleContent(sanitizeHtml('<p>text</p>'))).toBe(true);
    expect(hasVisibleContent(sanitizeHtml('<img src="/a.png">'))).toBe(true);
  });
});
