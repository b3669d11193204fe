import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { CheckIcon, CopyIcon } from '@platform/ui/icons.tsx';

/** Copies `text` to the clipboard and says so on the button. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => {
        navigator.clipboard.writeText(text).then(
          () => setState('copied'),
          () => setState('failed'),
        );
      }}
    >
      {state === 'copied' ? <CheckIcon /> : <CopyIcon />}
      <span aria-live="polite">
        {state === 'copied' ? t('common.copied') : state === 'failed' ? t('common.copyFailed') : label}
      </span>
    </Button>
  );
}
