import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/** How long the content above stays the same height, with no query loading, before it counts as drawn. */
const QUIET_MS = 400;

/** Once the main thread has nothing else to do (Safari has no `requestIdleCallback`: a task later). */
const whenIdle = (callback: () => void) => {
  if ('requestIdleCallback' in window) requestIdleCallback(callback);
  else setTimeout(callback);
};

/**
 * Renders its children (the footer) once the page above has its height: once it has kept it for a
 * moment with no query loading. Drawn earlier, the footer would stand on the first screen of a
 * page whose rows are still loading and jump down when they arrive (measured: two shifts of 0.036
 * each on the home page on a phone). Its place being below the screen does not do: a page can
 * also get shorter as it loads (the home rows' loading box is taller than a phone's first row).
 */
export function AfterContent({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const placeRef = useRef<HTMLDivElement>(null);
  const [isReady, setReady] = useState(false);

  useEffect(() => {
    const place = placeRef.current;
    // The content above: its page, watched rather than the content's box, which fills the
    // screen's height however short the page is.
    const content = place?.previousElementSibling;
    if (isReady || place === null || content === null || content === undefined) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** Counts the content's changes of height: a check made before the last one does not count. */
    let changes = 0;
    const waitForQuiet = () => {
      changes += 1;
      const change = changes;
      clearTimeout(timer);
      timer = setTimeout(() => {
        // The parts drawn a task later (`Later`) and the effects that ask for more come first.
        whenIdle(() => {
          if (change !== changes) return;
          if (queryClient.isFetching() === 0) setReady(true);
          else waitForQuiet();
        });
      }, QUIET_MS);
    };
    const resize = new ResizeObserver(waitForQuiet);
    const watchPage = () => {
      for (const part of content.children) resize.observe(part);
      waitForQuiet();
    };
    const pages = new MutationObserver(watchPage);
    pages.observe(content, { childList: true });
    watchPage();
    return () => {
      clearTimeout(timer);
      resize.disconnect();
      pages.disconnect();
    };
  }, [isReady, queryClient]);

  return isReady ? children : <div ref={placeRef} />;
}
