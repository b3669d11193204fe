import { useTranslation } from 'react-i18next';
import type { TicketOpenResult } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';

/** The prize the server drew and paid, once the animation has stopped on it. */
export function ResultDialog({
  result,
  label,
  onClose,
  onAgain,
}: {
  result: TicketOpenResult;
  label: string;
  onClose: () => void;
  onAgain: (() => void) | null;
}) {
  const { t } = useTranslation();
  const isWin = result.prize.kind !== 'RETRY';
  return (
    <Dialog
      title={isWin ? t('tickets.result.won') : t('tickets.result.retryTitle')}
      onClose={onClose}
      size="sm"
    >
      <div className={`tickets-result${isWin ? ' tickets-result--won' : ''}`}>
        <p
          className="tickets-result__prize"
          data-testid="ticket-result-prize"
          data-prize-index={result.prizeIndex}
        >
          {label}
        </p>
        {result.prize.kind === 'BONUS' && (
          <p className="tickets-result__note">{t('tickets.result.bonusNote')}</p>
        )}
        {result.prize.kind === 'POINTS' && (
          <p className="tickets-result__note">{t('tickets.result.pointsNote')}</p>
        )}
        {result.prize.kind === 'ITEM' && (
          <p className="tickets-result__note">{t('tickets.result.itemNote')}</p>
        )}
        {result.budgetFallback && <p className="tickets-result__note">{t('tickets.result.budgetNote')}</p>}
        <div className="tickets-result__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('tickets.result.close')}
          </Button>
          {onAgain && (
            <Button
              onClick={() => {
                onClose();
                onAgain();
              }}
            >
              {t('tickets.result.again')}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
