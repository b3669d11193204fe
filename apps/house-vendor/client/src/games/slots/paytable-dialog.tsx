import { useTranslation } from 'react-i18next';
import type { SlotTitleCode } from '../../../../src/engine/games.ts';
import type { SlotTitle } from '../../../../src/engine/slots/engine.ts';
import { paths } from '../../config/paths.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { useSymbolName } from './symbol-name.ts';

interface PaytableDialogProps {
  open: boolean;
  onClose: () => void;
  titleCode: SlotTitleCode;
  title: SlotTitle;
}

const COUNTS = [3, 4, 5] as const;

/** The title's rules straight from its data: what is shown is what the engine pays. */
export function PaytableDialog({ open, onClose, titleCode, title }: PaytableDialogProps) {
  const { t, i18n } = useTranslation();
  const symbolName = useSymbolName();
  const paying = title.symbols.filter((symbol) => title.pays[symbol] !== undefined);
  const scatterCounts = title.scatterPays
    .map((pay, count) => ({ count, pay, spins: title.freeSpins.awards[count] ?? 0 }))
    .filter((entry) => entry.pay > 0 || entry.spins > 0);
  const number = new Intl.NumberFormat(i18n.language);
  const icon = (symbol: string) => (
    <img className="paytable__icon" src={paths.symbol(titleCode, symbol)} alt={symbolName(symbol)} />
  );

  return (
    <Dialog open={open} onClose={onClose} title={t('slots.paytable')} wide>
      <div className="paytable">
        <p>{t('slots.paytableIntro', { lines: title.paylines.length })}</p>
        <table className="paytable__table">
          <thead>
            <tr>
              <th scope="col">{t('slots.symbolColumn')}</th>
              {COUNTS.map((count) => (
                <th key={count} scope="col">
                  {t('slots.ofAKind', { count })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {paying.map((symbol) => (
              <tr key={symbol}>
                <th scope="row">
                  {icon(symbol)}
                  <span>{symbolName(symbol)}</span>
                </th>
                {COUNTS.map((count, index) => (
                  <td key={count}>
                    {t('slots.timesLineBet', { value: number.format(title.pays[symbol]?.[index] ?? 0) })}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <div className="paytable__special">
          {icon(title.wild)}
          <p>{t('slots.wildRule', { symbol: symbolName(title.wild), scatter: symbolName(title.scatter) })}</p>
        </div>
        <div className="paytable__special">
          {icon(title.scatter)}
          <div>
            <p>{t('slots.scatterRule', { symbol: symbolName(title.scatter) })}</p>
            <ul>
              {scatterCounts.map((entry) => (
                <li key={entry.count}>
                  {t('slots.scatterPay', {
                    count: entry.count,
                    pay: number.format(entry.pay),
                    spins: entry.spins,
                  })}
                </li>
              ))}
            </ul>
            <p>
              {t('slots.freeSpinRule', { multiplier: title.freeSpins.multiplier, cap: title.freeSpins.cap })}
            </p>
          </div>
        </div>
        <p>{t('slots.jackpotRule', { odds: number.format(title.jackpotOdds) })}</p>
        <p className="paytable__rtp">{t('slots.rtp', { value: (title.statedRtp * 100).toFixed(2) })}</p>
      </div>
    </Dialog>
  );
}
