import { useTranslation } from 'react-i18next';
import type { Settlement } from '@platform/contract';
import { Dialog } from '@platform/ui/dialog.tsx';
import { Details, type DetailsRow } from '../../../shared/ui/details.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { rateText } from '../lib/figures.ts';
import { periodLabel } from '../lib/periods.ts';
import type texts from '../i18n/en.json';
import { SettlementStatusBadge } from './badges.tsx';

type FigureKey = keyof typeof texts.contracts.record.figures;

/** Every figure behind one settlement's amount, in the order the amount was reached. */
export function SettlementDialog({ settlement, onClose }: { settlement: Settlement; onClose: () => void }) {
  const { t } = useTranslation();
  const { figures } = settlement;
  const label = (key: FigureKey) => t(`contracts.record.figures.${key}`);
  const money = (key: FigureKey, amount: string | null, isSigned = false): DetailsRow[] =>
    amount === null ? [] : [{ label: label(key), value: <Money amount={amount} isSigned={isSigned} /> }];
  const period = periodLabel(settlement.periodStart, settlement.periodEnd);

  const rows: DetailsRow[] = [
    { label: label('period'), value: period },
    { label: label('product'), value: t(`contracts.products.${settlement.product}`) },
    ...money('teamValidBet', figures.teamValidBet),
    ...money('teamNetLoss', figures.teamNetLoss, true),
    { label: label('activeMembers'), value: figures.activeMembers },
    ...money('serviceFee', figures.serviceFee),
    ...money('carriedIn', figures.carriedIn, true),
    ...(figures.periodicBets === null
      ? []
      : [
          {
            label: label('periodicBets'),
            value: (
              <span className="contracts__periodic">
                {figures.periodicBets.map((bet, index) => (
                  <Money key={index} amount={bet} />
                ))}
              </span>
            ),
          },
        ]),
    ...money('losingStake', figures.losingStake),
    ...money('winningStake', figures.winningStake),
    {
      label: label('tier'),
      value:
        figures.tierIndex === null
          ? t('contracts.record.noTier')
          : t('contracts.tiers.tierN', { n: figures.tierIndex + 1 }),
    },
    { label: label('rate'), value: rateText(settlement, t) },
    ...money('teamAmount', figures.teamAmount),
    ...money('downlineAmount', figures.downlineAmount),
    { label: label('amount'), value: <Money className="contracts__amount" amount={settlement.amount} /> },
    ...(settlement.adjustment === '0.00' || settlement.adjustment === '0'
      ? []
      : money('adjustment', settlement.adjustment, true)),
    ...money('carriedOut', figures.carriedOut, true),
    { label: label('status'), value: <SettlementStatusBadge status={settlement.status} /> },
    ...(settlement.reason === null ? [] : [{ label: label('reason'), value: settlement.reason }]),
    ...(settlement.settledAt === null ? [] : [{ label: label('settledAt'), value: settlement.settledAt }]),
  ];
  return (
    <Dialog title={t('contracts.record.detailsTitle', { period })} onClose={onClose} closesOnBackdrop>
      <Details rows={rows} />
    </Dialog>
  );
}
