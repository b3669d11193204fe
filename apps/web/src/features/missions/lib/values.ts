import type { MissionCondition, MissionPrizeView } from '@platform/contract';
import type { TFunction } from 'i18next';
import { formatAmount } from '../../../shared/lib/format.ts';

/** A condition's value as shown: amounts grouped, the multiplier with ×, counts as they are. */
export const showValue = (condition: MissionCondition, value: string): string =>
  condition === 'PROFIT_MULTIPLIER' ? `${value}×` : condition === 'BET_COUNT' ? value : formatAmount(value);

/** How far a value is towards its target, 0 to 100 (display only). */
export const percentOf = (actual: string, target: string): number => {
  const done = Number(actual);
  const goal = Number(target);
  if (!(goal > 0) || !(done > 0)) return 0;
  return Math.min(100, Math.floor((done / goal) * 100));
};

/** A prize in words: the amount, points or tickets, and a bonus's turnover. */
export const prizeText = (prize: MissionPrizeView, t: TFunction): string => {
  switch (prize.kind) {
    case 'MONEY':
      return t('missions.prize.MONEY', { amount: formatAmount(prize.amount) });
    case 'BONUS':
      return `${t('missions.prize.BONUS', { amount: formatAmount(prize.amount) })} · ${t(
        'missions.prize.turnover',
        {
          multiple: (prize.turnover.multiple / 100).toString(),
        },
      )}`;
    case 'POINTS':
      return t('missions.prize.POINTS', { points: prize.points.toLocaleString('en-US') });
    case 'TICKET':
      return t('missions.prize.TICKET', { count: prize.count });
  }
};

/** The time left until an instant, as days and `hh:mm:ss`. */
export const timeLeft = (ms: number): { days: number; clock: string } => {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return { days, clock: `${pad(hours)}:${pad(minutes)}:${pad(total % 60)}` };
};
