import type { ReactNode } from 'react';
import { cx } from '@platform/ui/cx.ts';
import { AlertIcon, CheckIcon, InfoIcon } from '@platform/ui/icons.tsx';

type Tone = 'danger' | 'success' | 'info';

const ICONS = { danger: AlertIcon, success: CheckIcon, info: InfoIcon } as const;

/** A message about a whole form or page: a failure (an alert), a success or a note (a status). */
export function Notice({ tone, children }: { tone: Tone; children: ReactNode }) {
  const Icon = ICONS[tone];
  return (
    <div className={cx('notice', `notice--${tone}`)} role={tone === 'danger' ? 'alert' : 'status'}>
      <Icon />
      <div className="notice__body">{children}</div>
    </div>
  );
}

/** The gateway's message for a failure that belongs to no single input. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (message === undefined) return null;
  return <Notice tone="danger">{message}</Notice>;
}
