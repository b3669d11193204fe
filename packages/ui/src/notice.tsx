import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import { AlertIcon, CheckIcon, InfoIcon } from './icons.tsx';
import './notice.css';

type Tone = 'danger' | 'success' | 'info';

const ICONS = { danger: AlertIcon, success: CheckIcon, info: InfoIcon } as const;

interface NoticeProps {
  tone: Tone;
  /** Another icon than the tone's own (a clock for "waiting"). */
  icon?: ReactNode;
  /** Whether it is announced as it appears (an alert or a status); a note that is part of the page is not. */
  isAnnounced?: boolean;
  className?: string;
  children: ReactNode;
}

/** A message about a whole form or page: a failure (an alert), a success or a note (a status). */
export function Notice({ tone, icon, isAnnounced = true, className, children }: NoticeProps) {
  const Icon = ICONS[tone];
  const role = tone === 'danger' ? 'alert' : 'status';
  return (
    <div className={cx('notice', `notice--${tone}`, className)} role={isAnnounced ? role : undefined}>
      {icon ?? <Icon />}
      <div className="notice__body">{children}</div>
    </div>
  );
}

/** The gateway's message for a failure that belongs to no single input. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (message === undefined) return null;
  return <Notice tone="danger">{message}</Notice>;
}
