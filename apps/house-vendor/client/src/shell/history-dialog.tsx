import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundView } from '../../../src/api/schemas.ts';
import { useRounds } from '../api/get-rounds.ts';
import { decimalToMinor } from '../../../src/api/amounts.ts';
import { formatMoney } from '../lib/amount.ts';
import { formatDateTime } from '../lib/format.ts';
import { useHouse } from '../lib/house-context.ts';
import { useErrorText } from '../lib/use-error-text.ts';
import { RoundRecall } from '../recall/round-recall.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { BackIcon } from '../ui/icons.tsx';

/** The latest rounds; each opens its recall. */
export function HistoryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<RoundView | null>(null);
  const close = () => {
    setSelected(null);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={selected === null ? t('history.title') : t('history.roundTitle')}
      wide
    >
      {selected === null ? (
        <RoundList onOpen={setSelected} />
      ) : (
        <>
          <button
            type="button"
            className="button button--ghost button--back"
            onClick={() => setSelected(null)}
          >
            <BackIcon />
            {t('history.back')}
          </button>
          <RoundRecall round={selected} />
        </>
      )}
    </Dialog>
  );
}

function RoundList({ onOpen }: { onOpen: (round: RoundView) => void }) {
  const { t } = useTranslation();
  const { timeZone } = useHouse().view.player;
  const errorText = useErrorText();
  const rounds = useRounds();

  if (rounds.isPending) return <p className="muted">{t('common.loading')}</p>;
  if (rounds.isError) {
    return (
      <div className="empty">
        <p className="field__error">{errorText(rounds.error)}</p>
        <button type="button" className="button button--ghost" onClick={() => void rounds.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (rounds.data.length === 0) return <p className="muted">{t('history.empty')}</p>;

  return (
    <ul className="history">
      {rounds.data.map((round) => {
        const payout = round.payout === null ? null : decimalToMinor(round.payout);
        const stake = decimalToMinor(round.stake) ?? 0n;
        const tone =
          payout === null
            ? ''
            : payout > stake
              ? ' history__payout--win'
              : payout === 0n
                ? ' history__payout--lose'
                : '';
        return (
          <li key={round.id}>
            <button
              type="button"
              className="history__item"
              data-testid="history-item"
              onClick={() => onOpen(round)}
            >
              <span className="history__time">{formatDateTime(round.createdAt, timeZone)}</span>
              <span className="history__status">{t(`status.${round.status}`)}</span>
              <span className="history__stake">
                {t('history.stake', { amount: formatMoney(round.stake), currency: round.currency })}
              </span>
              <span className={`history__payout${tone}`}>
                {round.payout === null
                  ? t('common.none')
                  : t('history.payout', { amount: formatMoney(round.payout), currency: round.currency })}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
