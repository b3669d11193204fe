import type { ReactNode } from 'react';

/** The line under a game that says how the round ended; `tone` is null while it is still being shown. */
export function RoundResult({ tone, children }: { tone: 'win' | 'lose' | null; children: ReactNode }) {
  return (
    <p
      className={tone === null ? 'round-result' : `round-result round-result--${tone}`}
      data-testid="round-result"
      aria-live="polite"
    >
      {children}
    </p>
  );
}
