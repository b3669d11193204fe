import type { ReactNode } from 'react';

/** The game area beside (desktop) or above (phone) the stake input and actions. */
export function GameLayout({ board, controls }: { board: ReactNode; controls: ReactNode }) {
  return (
    <div className="stage">
      <section className="stage__board">{board}</section>
      <section className="stage__controls">{controls}</section>
    </div>
  );
}
