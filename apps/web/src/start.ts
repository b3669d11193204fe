/**
 * The page's one script tag. Once the browser has drawn the first-paint frame (index.html: the
 * layout and, on the home page, the first banner), it preloads the app's modules (`data-preload`)
 * and starts its entry (`data-entry`): the page shows what HTML and CSS alone can show before any
 * of the app's code competes with it for the network or the main thread. See vite.config.ts.
 */
// The stored light theme goes on the page before that first paint (the key of shared/lib/theme.ts,
// which takes over once the app runs; the page's default is dark).
if (localStorage.getItem('theme') === 'light') document.documentElement.dataset.theme = 'light';

const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
const entry = script?.dataset.entry;
if (entry !== undefined) {
  requestAnimationFrame(() =>
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
      // A page's first Intl call loads the browser's locale data (20 ms and more on a phone); made
      // here, in a task of its own while the modules download, the app's first dates and amounts
      // do not carry it.
      setTimeout(() => new Intl.DateTimeFormat().format(0));
    }),
  );
}
