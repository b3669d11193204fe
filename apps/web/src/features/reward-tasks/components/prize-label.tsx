import { useTranslation } from 'react-i18next';
import type { TaskPrize } from '@platform/contract';
import { Money } from '../../../shared/ui/money.tsx';
import { formatPoints } from '../../../shared/lib/format.ts';

/** A task's prize in a few words: money, a bonus with its turnover, points or tickets. */
export function PrizeLabel({ prize }: { prize: TaskPrize }) {
  const { t } = useTranslation();
  switch (prize.kind) {
    case 'MONEY':
      return <Money amount={prize.amount} className="task-prize" />;
    case 'BONUS':
      return (
        <span className="task-prize">
          <span className="task-prize__tag">{t('rewardTasks.prize.bonus')}</span>
          <Money amount={prize.amount} />
          {prize.turnoverMultiple > 0 ? (
            <small className="task-prize__note">
              {t('rewardTasks.prize.turnover', { multiple: prize.turnoverMultiple / 100 })}
            </small>
          ) : null}
        </span>
      );
    case 'POINTS':
      return (
        <span className="task-prize">
          {t('rewardTasks.prize.points', { points: formatPoints(prize.points) })}
        </span>
      );
    case 'TICKET':
      return <span className="task-prize">{t('rewardTasks.prize.tickets', { count: prize.count })}</span>;
  }
}
