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
 * Renders its children (the footer) once the content above has its height: at once when their
 * place is already below the screen (content that grows further only moves them further down,
 * out of sight), otherwise once that content has kept its height for a moment with no query
 * loading. Drawn earlier, the footer would stand on the first screen of a page whose rows are
 * still loading and jump down when they arrive (measured: two shifts of 0.036 each on the home
 * page on a phone).
 */
export function AfterContent({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const placeRef = useRef<HTMLDivElement>(null);
  const [isReady, setReady] = useState(false);

  useEffect(() => {
    const place = placeRef.current;
    const above = place?.parentElement;
    if (isReady || place === null || above === null || above === undefined) return undefined;
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
    resize.observe(above);
    const intersection = new IntersectionObserver(([record]) => {
      if (record === undefined || record.isIntersecting) return;
      if (record.boundingClientRect.top >= (record.rootBounds?.bottom ?? 0)) setReady(true);
    });
    intersection.observe(place);
    return () => {
      clearTimeout(timer);
      resize.disconnect();
      intersection.disconnect();
    };
  }, [isReady, queryClient]);

  return isReady ? children : <div ref={placeRef} />;
}
