import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Button } from './button.tsx';
import { CheckIcon, CopyIcon } from './icons.tsx';
import { cx } from './cx.ts';
import './copy-button.css';

interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  /** What it copies ("Copy order number"): its accessible name, and its text unless `idleText`. */
  label: string;
  /** A shorter text to show ("Copy"), with `label` kept as the accessible name. */
  idleText?: string;
  /** A small chip beside a figure, rather than a button of a toolbar. */
  isChip?: boolean;
}

/** Copies `text` to the clipboard and says so on the button. */
export function CopyButton({ text, label, idleText, isChip = false }: CopyButtonProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <Button
      variant="secondary"
      size="sm"
      className={cx(isChip && 'copy-btn')}
      aria-label={idleText === undefined ? undefined : label}
      onClick={() => {
        navigator.clipboard.writeText(text).then(
          () => setState('copied'),
          () => setState('failed'),
        );
      }}
    >
      {state === 'copied' ? <CheckIcon width={16} height={16} /> : <CopyIcon width={16} height={16} />}
      <span aria-live="polite">
        {state === 'copied'
          ? t('common.copied')
          : state === 'failed'
            ? t('common.copyFailed')
            : (idleText ?? label)}
      </span>
    </Button>
  );
}
