import { useEffect, useRef, useState, type RefObject } from 'react';

/** How far below (or above) the screen an element counts as about to scroll into view. */
const NEAR_MARGIN = '300px 0px';

/**
 * Whether the element has come near the screen (once true, it stays true): heavy parts of a page,
 * such as a carousel's code, load only then. `isWatched` false (nothing to show yet) waits.
 */
export const useNearScreen = <T extends Element>(isWatched = true): [RefObject<T | null>, boolean] => {
  const ref = useRef<T>(null);
  const [isNear, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (element === null || isNear || !isWatched) return undefined;
    const observer = new IntersectionObserver(
      (records) => {
        if (records.some((record) => record.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, isWatched]);

  return [ref, isNear];
};
