import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import './badge.css';

export type BadgeTone = 'neutral' | 'success' | 'danger' | 'warning' | 'info' | 'accent';

/** A short state label (an order's status, a member's type). */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={cx('badge', `badge--${tone}`)}>{children}</span>;
}
