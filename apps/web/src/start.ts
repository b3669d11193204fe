/**
 * The page's one script. Once the browser has drawn the first-paint frame (index.html: the layout
 * and, on the home page, the first banner), it preloads the app's modules (`data-preload`) and
 * starts its entry (`data-entry`): the page shows what HTML and CSS alone can show before any of
 * the app's code competes with it for the network or the main thread. See vite.config.ts.
 */
// The stored light theme goes on the page before that first paint (the key of shared/lib/theme.ts,
// which takes over once the app runs; the page's default is dark).
if (localStorage.getItem('theme') === 'light') document.documentElement.dataset.theme = 'light';

// The browser's offer to install the site comes once per page, often before the app runs: kept
// for the download page's install button (shared/lib/app-install.ts).
addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  window.installOffer = event as Window['installOffer'];
});

/** A first banner still loading after this long no longer holds the app back. */
const FIRST_BANNER_LATEST_MS = 1000;

const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
const entry = script?.dataset.entry;
const intlWarmup = script?.dataset.intlWarmup;
// The page's locale data, loaded off the main thread while the rest loads (see src/intl-warmup.ts).
if (intlWarmup !== undefined) new Worker(intlWarmup);

/**
 * Resolves once the first-paint frame is on screen. With a first banner (the home page), that is
 * the frame after the banner's image has loaded (the page's largest paint; the frame's text, such
 * as the demo bar, paints before it), so the app's modules do not share the network with it;
 * without one, the next frame.
 */
const firstPaint = () =>
  new Promise<void>((resolve) => {
    const banner = document.querySelector<HTMLImageElement>('#first-paint-home img');
    const painted = () => requestAnimationFrame(() => resolve());
    if (banner === null || banner.complete) {
      painted();
      return;
    }
    banner.addEventListener('load', painted);
    banner.addEventListener('error', () => resolve());
    setTimeout(resolve, FIRST_BANNER_LATEST_MS);
  });

if (entry !== undefined) {
  void firstPaint().then(() =>
    setTimeout(() => {
      const links = (script?.dataset.preload?.split(' ') ?? []).map((href) => {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        return link;
      });
      document.head.append(...links);
      void import(/* @vite-ignore */ entry);
    }),
  );
}
