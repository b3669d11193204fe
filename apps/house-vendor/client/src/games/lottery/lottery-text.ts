import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryOrderView } from '../../../../src/api/schemas.ts';
import type { LotteryBetType } from '../../../../src/engine/lottery/games.ts';
import type { PickerLabel } from './slip.ts';

const SIDES = new Set(['BIG', 'SMALL', 'ODD', 'EVEN']);

/** The lottery's words: bet types, picker rows and a bet's picks as players read them. */
export const useLotteryText = () => {
  const { t } = useTranslation();

  const typeName = useCallback(
    (type: string) => t(`lottery.betType.${type as LotteryBetType}.name`, { defaultValue: type }),
    [t],
  );

  const rowLabel = useCallback(
    (label: PickerLabel): string => {
      switch (label.key) {
        case 'ball':
          return t('lottery.picker.ball', { ball: label.ball });
        case 'place':
          return t(`lottery.picker.${label.place}`);
        case 'sum':
          return t('lottery.picker.sum');
        case 'digits':
          return t('lottery.picker.digits');
        case 'numbers':
          return t('lottery.picker.numbers', { digits: label.digits });
      }
    },
    [t],
  );

  const option = useCallback(
    (value: string) =>
      SIDES.has(value) ? t(`lottery.side.${value as 'BIG' | 'SMALL' | 'ODD' | 'EVEN'}`) : value,
    [t],
  );

  /** An order's picks: per ball "1st: 3 7", a straight "1 · 2 · 3", one row its numbers. */
  const content = useCallback(
    (order: Pick<LotteryOrderView, 'betType' | 'picks'>): string => {
      const perBall = ['POS', 'POS_BS', 'POS_OE'].includes(order.betType);
      if (perBall) {
        return order.picks
          .map((row, ball) =>
            row.length === 0
              ? null
              : `${t('lottery.picker.ball', { ball: ball + 1 })}: ${row.map(option).join(' ')}`,
          )
          .filter((part) => part !== null)
          .join(' / ');
      }
      if (order.betType === 'STRAIGHT') return order.picks.map((row) => row.join(' ')).join(' · ');
      return order.picks.map((row) => row.map(option).join(' ')).join(' / ');
    },
    [t, option],
  );

  return { typeName, rowLabel, option, content };
};
