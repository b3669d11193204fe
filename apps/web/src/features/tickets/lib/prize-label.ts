import type { TicketPrizeView } from '@platform/contract';
import type { Translate } from '../../../i18n/index.ts';
import { formatAmount } from '../../../shared/lib/format.ts';

/** A prize as one short line: "¥100", "Bonus ¥50", "30 points", the item's name, "Try again". */
export const prizeLabel = (prize: TicketPrizeView, t: Translate, currency: string): string => {
  switch (prize.kind) {
    case 'MONEY':
      return t('tickets.prize.money', { amount: `${currency}${formatAmount(prize.amount ?? '0')}` });
    case 'BONUS':
      return t('tickets.prize.bonus', { amount: `${currency}${formatAmount(prize.amount ?? '0')}` });
    case 'POINTS':
      return t('tickets.prize.points', { points: prize.points ?? 0 });
    case 'ITEM':
      return prize.itemName ?? '';
    case 'RETRY':
      return t('tickets.prize.retry');
  }
};
