import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children one task after it has mounted. Preact draws a tree in one go, so a page
 * that draws everything at once keeps the main thread busy for that long; the parts below the
 * first screen (and hidden ones, like a closed drawer's links) wrapped in `Later` take their own
 * turns instead, in document order, and a tap or a scroll in between is answered at once. The
 * layout draws its first screen this way too, under the first-paint frame (main-layout.tsx).
 * Nothing is drawn in their place meanwhile: use it where the space below can wait to be filled.
 */
export function Later({ children }: { children: ReactNode }) {
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true));
    return () => clearTimeout(timer);
  }, []);
  return isReady ? children : null;
}
