import type { ReactNode } from 'react';
import { cx } from '@platform/ui/cx.ts';

export type BadgeTone = 'neutral' | 'success' | 'danger' | 'warning' | 'info';

/** A short state label (an order's status). */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={cx('badge', `badge--${tone}`)}>{children}</span>;
}
