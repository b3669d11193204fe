import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryDraw } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useCurrentStaff } from '../../../shared/api/get-me.ts';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { errorText } from '../../../shared/lib/form.ts';
import { formatLocal } from '../../../shared/lib/local-time.ts';
import { useConfirmResult } from '../api/lottery.ts';
import { resultLines } from './result-form-values.ts';

interface ConfirmResultDialogProps {
  /** The draw as the staff member opened it: the entry they review. */
  draw: LotteryDraw;
  /** The same draw as the draws list reads it now; shown only once the entry reviewed was refused as changed. */
  latest: LotteryDraw | undefined;
  gameName: string;
  onClose: () => void;
  onConfirmed: (draw: LotteryDraw) => void;
}

/**
 * The entered result read back to a second staff member, who confirms that entry (named by its
 * `enteredAt`): the draw is drawn and its orders settle. An entry replaced while the dialog is open is
 * refused by the vendor; the dialog says so and reads back the new entry from the refreshed list for
 * review. The staff member who entered it reads that someone else must confirm.
 */
export function ConfirmResultDialog({
  draw,
  latest,
  gameName,
  onClose,
  onConfirmed,
}: ConfirmResultDialogProps) {
  const { t } = useTranslation();
  const me = useCurrentStaff();
  const confirm = useConfirmResult();
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [reviewed, setReviewed] = useState(draw);
  const [isChanged, setChanged] = useState(false);
  // Refused as changed: the new entry replaces the one on screen as soon as the refreshed list has it.
  if (isChanged && latest && latest.enteredAt !== reviewed.enteredAt) {
    setReviewed(latest);
    setChanged(false);
  }
  const enteredByMe = reviewed.enteredBy?.id === String(me.id);

  const run = async () => {
    if (reviewed.enteredAt === null) return;
    setBusy(true);
    setFailure(undefined);
    try {
      onConfirmed(
        await confirm({
          vassalage: reviewed.vassalage,
          gameId: reviewed.gameId,
          drawNo: reviewed.drawNo,
          enteredAt: reviewed.enteredAt,
        }),
      );
    } catch (error) {
      setFailure(errorText(error, t));
      setChanged(error instanceof ApiError && error.errorCode === 'lottery_result_changed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={t('lottery.confirm.title', { game: gameName, drawNo: reviewed.drawNo })}
      onClose={onClose}
      isDismissible={!isBusy}
    >
      <p>
        {t('lottery.confirm.enteredBy', {
          staff: reviewed.enteredBy?.username ?? '—',
          at: reviewed.enteredAt ? formatLocal(reviewed.enteredAt) : '—',
        })}
      </p>
      <dl className="lottery__readback" aria-label={t('lottery.confirm.result')}>
        {resultLines(reviewed.result).map(({ tier, numbers }) => (
          <div key={tier} className="lottery__readback-row">
            <dt>{t(`lottery.tiers.${tier}`)}</dt>
            <dd>{numbers.join('  ')}</dd>
          </div>
        ))}
      </dl>
      {enteredByMe ? (
        <Notice tone="info">{t('lottery.confirm.someoneElse')}</Notice>
      ) : (
        <p className="lottery__muted">{t('lottery.confirm.effect')}</p>
      )}
      <FormAlert message={failure} />
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose} disabled={isBusy}>
          {t('common.close')}
        </Button>
        {!enteredByMe && (
          <Button onClick={() => void run()} isBusy={isBusy}>
            {t('lottery.confirm.submit')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
