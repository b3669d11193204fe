import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * The board drawn smaller when it is taller than the room the screen leaves it (a phone, portrait or
 * landscape: styles/app.css gives the board the height between the top bar and the controls), so
 * the whole game stays on screen and the page never scrolls while playing.
 */
const useFitToBox = () => {
  const box = useRef<HTMLElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const boxElement = box.current;
    const contentElement = content.current;
    if (boxElement === null || contentElement === null) return;
    const fit = () => {
      const room = boxElement.clientHeight;
      const height = contentElement.offsetHeight;
      const scale = room > 0 && height > room ? room / height : 1;
      contentElement.style.transform = scale < 1 ? `scale(${scale})` : '';
    };
    const observer = new ResizeObserver(fit);
    observer.observe(boxElement);
    observer.observe(contentElement);
    return () => observer.disconnect();
  }, []);
  return { box, content };
};

/** The game area beside (desktop, phone landscape) or above (phone portrait) the stake input and actions. */
export function GameLayout({ board, controls }: { board: ReactNode; controls: ReactNode }) {
  const { box, content } = useFitToBox();
  return (
    <div className="stage">
      <section className="stage__board" ref={box}>
        <div className="stage__fit" ref={content}>
          {board}
        </div>
      </section>
      <section className="stage__controls">{controls}</section>
    </div>
  );
}
