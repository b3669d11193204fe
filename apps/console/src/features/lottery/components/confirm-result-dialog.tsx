import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryDraw } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useCurrentStaff } from '../../../shared/api/get-me.ts';
import { errorText } from '../../../shared/lib/form.ts';
import { formatLocal } from '../../../shared/lib/local-time.ts';
import { useConfirmResult } from '../api/lottery.ts';
import { resultLines } from './result-form-values.ts';

interface ConfirmResultDialogProps {
  draw: LotteryDraw;
  gameName: string;
  onClose: () => void;
  onConfirmed: (draw: LotteryDraw) => void;
}

/**
 * The entered result read back to a second staff member, who confirms it: the draw is drawn and its
 * orders settle. The staff member who entered it reads that someone else must confirm.
 */
export function ConfirmResultDialog({ draw, gameName, onClose, onConfirmed }: ConfirmResultDialogProps) {
  const { t } = useTranslation();
  const me = useCurrentStaff();
  const confirm = useConfirmResult();
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const enteredByMe = draw.enteredBy?.id === String(me.id);

  const run = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      onConfirmed(await confirm({ vassalage: draw.vassalage, gameId: draw.gameId, drawNo: draw.drawNo }));
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={t('lottery.confirm.title', { game: gameName, drawNo: draw.drawNo })}
      onClose={onClose}
      isDismissible={!isBusy}
    >
      <p>
        {t('lottery.confirm.enteredBy', {
          staff: draw.enteredBy?.username ?? '—',
          at: draw.enteredAt ? formatLocal(draw.enteredAt) : '—',
        })}
      </p>
      <dl className="lottery__readback" aria-label={t('lottery.confirm.result')}>
        {resultLines(draw.result).map(({ tier, numbers }) => (
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
