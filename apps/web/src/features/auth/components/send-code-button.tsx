import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GET_CODE_THROTTLE_MS, type CodeSent } from '@platform/contract';
import { cx } from '@platform/ui/cx.ts';
import { errorText } from '../../../shared/lib/api-client.ts';
import { useThrottledCallback } from '@platform/ui/use-throttled-callback.ts';
import { Button } from '@platform/ui/button.tsx';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import '../auth.css';

const SECOND_MS = 1000;

interface SendCodeButtonProps {
  /** Asks the gateway for a code; its `expiredMinutes` sets the countdown. */
  send: () => Promise<CodeSent>;
  /**
   * Checked before sending (a valid mobile number first, spec section 5); false sends nothing,
   * the form shows why under its input.
   */
  canSend?: () => boolean | Promise<boolean>;
  onSent?: (sent: CodeSent) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * The get-code button of spec section 4: a send within a second of the last is dropped; after a
 * send it counts down expiredMinutes × 60 s from the moment it was pressed (so the request's
 * latency is already spent), then it can send again. A refusal shows the gateway's message in a
 * warning dialog with a confirm button.
 */
export function SendCodeButton({ send, canSend, onSent, disabled = false, className }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const [isSending, setSending] = useState(false);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const left = Math.ceil((deadline - Date.now()) / SECOND_MS);
      if (left <= 0) {
        setDeadline(null);
        setRemaining(0);
      } else {
        setRemaining(left);
      }
    };
    tick();
    const timer = window.setInterval(tick, SECOND_MS / 4);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const isCounting = deadline !== null;

  const sendNow = useCallback(async () => {
    const pressedAt = Date.now();
    setSending(true);
    try {
      const sent = await send();
      setDeadline(pressedAt + sent.expiredMinutes * 60 * SECOND_MS);
      onSent?.(sent);
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setSending(false);
    }
  }, [onSent, send, t]);

  // The throttle guards the sending: a press the form refuses (a wrong number) sends nothing.
  const throttledSend = useThrottledCallback(() => void sendNow(), GET_CODE_THROTTLE_MS);

  const press = async () => {
    if (isSending || isCounting) return;
    if (canSend !== undefined && !(await canSend())) return;
    throttledSend();
  };

  return (
    <>
      <Button
        variant="secondary"
        className={cx('send-code-btn', className)}
        onClick={() => void press()}
        isBusy={isSending}
        disabled={disabled || isCounting}
      >
        {isCounting ? t('account.code.resendIn', { seconds: remaining }) : t('account.code.send')}
      </Button>
      {failure !== null && (
        <ConfirmDialog
          title={t('account.code.failedTitle')}
          confirmLabel={t('common.confirm')}
          onConfirm={() => setFailure(null)}
        >
          {failure}
        </ConfirmDialog>
      )}
    </>
  );
}
