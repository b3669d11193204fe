import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODULE_ID, type LoginResult } from '@platform/contract';
import { GamepadIcon } from '@platform/ui/icons.tsx';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { errorText } from '../../../shared/lib/api-client.ts';
import { startSession, useSession } from '../../../shared/lib/session.ts';
import { Button, type ButtonVariant } from '@platform/ui/button.tsx';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { useFreePlay } from '../../../shared/api/free-play.ts';
import '../auth.css';

interface FreePlayButtonProps {
  /** After the trial session is stored: go home (spec section 4). */
  onStarted: (result: LoginResult) => void;
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  isBlock?: boolean;
  className?: string;
}

/**
 * "Free trial" for visitors when the operator allows free play: a trial account (type 4) with a
 * demo balance, logged in at once. Nothing is shown once someone is logged in.
 */
export function FreePlayButton({
  onStarted,
  variant = 'ghost',
  size,
  isBlock,
  className,
}: FreePlayButtonProps) {
  const { t } = useTranslation();
  const isEnabled = useSiteConfig().features[MODULE_ID.FREE_PLAY] === true;
  const session = useSession();
  const freePlay = useFreePlay();
  const [failure, setFailure] = useState<string | null>(null);
  if (!isEnabled || session !== null) return null;

  const start = () => {
    freePlay.mutate(undefined, {
      onSuccess: (result) => {
        startSession({ token: result.token, isAgent: false, username: result.username }, { remember: false });
        onStarted(result);
      },
      onError: (error) => setFailure(errorText(error, t)),
    });
  };

  return (
    <>
      <Button
        variant={variant}
        size={size}
        isBlock={isBlock}
        className={className}
        isBusy={freePlay.isPending}
        onClick={start}
      >
        <GamepadIcon width={18} height={18} />
        {t('account.trial.start')}
      </Button>
      {failure !== null && (
        <ConfirmDialog
          title={t('account.trial.failedTitle')}
          confirmLabel={t('common.confirm')}
          onConfirm={() => setFailure(null)}
        >
          {failure}
        </ConfirmDialog>
      )}
    </>
  );
}
