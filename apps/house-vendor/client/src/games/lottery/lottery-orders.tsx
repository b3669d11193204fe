import { useTranslation } from 'react-i18next';
import type { LotteryOrderView } from '../../../../src/api/schemas.ts';
import { useCancelLotteryOrder } from '../../api/lottery.ts';
import { formatMoney } from '../../lib/amount.ts';
import { useAction } from '../../lib/use-action.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import { useLotteryText } from './lottery-text.ts';

type ShownStatus = 'PROCESSING' | 'WON' | 'LOST' | 'CANCELLED' | 'NOT_DRAWN';

/** A cancel by the player reads "cancelled"; one by the system (a draw cancelled, a follow stopped) "not drawn". */
const shownStatus = (order: LotteryOrderView): ShownStatus =>
  order.status === 'CANCELLED' && order.cancelledBy === 'SYSTEM' ? 'NOT_DRAWN' : order.status;

/** The order number players quote: the order id's first group, upper case. */
export const orderNo = (id: string) => id.split('-')[0]!.toUpperCase();

/**
 * The player's orders on the game; an order still processing on the open draw or a later one can be
 * cancelled (the server refuses once its draw has closed, and the refusal is shown).
 */
export function LotteryOrders({ orders, openDrawNo }: { orders: LotteryOrderView[]; openDrawNo: string }) {
  const { t } = useTranslation();
  const text = useLotteryText();
  const errorText = useErrorText();
  const cancel = useCancelLotteryOrder();
  const action = useAction();

  if (orders.length === 0) return <p className="muted">{t('lottery.orders.empty')}</p>;
  return (
    <>
      {action.error !== null && (
        <p className="field__error" role="alert">
          {errorText(action.error)}
        </p>
      )}
      <ul className="orders" aria-label={t('lottery.orders.title')}>
        {orders.map((order) => {
          const status = shownStatus(order);
          const cancellable = order.status === 'PROCESSING' && order.drawNo >= openDrawNo;
          return (
            <li key={order.id} className="order" data-testid="lottery-order" data-status={status}>
              <div className="order__head">
                <span className="order__no">{t('lottery.orders.no', { no: orderNo(order.id) })}</span>
                <span className={`order__status order__status--${status.toLowerCase()}`}>
                  {t(`lottery.status.${status}`)}
                </span>
              </div>
              <dl className="order__grid">
                <div>
                  <dt>{t('lottery.orders.draw')}</dt>
                  <dd>{order.drawNo}</dd>
                </div>
                <div>
                  <dt>{t('lottery.orders.play')}</dt>
                  <dd>{text.typeName(order.betType)}</dd>
                </div>
                <div className="order__content">
                  <dt>{t('lottery.orders.content')}</dt>
                  <dd>{text.content(order)}</dd>
                </div>
                <div>
                  <dt>{t('lottery.orders.amount')}</dt>
                  <dd data-testid="order-amount" data-value={order.amount}>
                    {formatMoney(order.amount)}
                  </dd>
                </div>
                <div>
                  <dt>{t('lottery.orders.win')}</dt>
                  <dd
                    className={order.status === 'WON' ? 'order__win' : undefined}
                    data-testid="order-win"
                    data-value={order.payout ?? ''}
                  >
                    {order.payout === null ? t('common.none') : formatMoney(order.payout)}
                  </dd>
                </div>
              </dl>
              {cancellable && (
                <button
                  type="button"
                  className="button button--ghost order__cancel"
                  disabled={action.isBusy}
                  onClick={() => void action.run(() => cancel.mutateAsync(order.id))}
                >
                  {t('lottery.orders.cancel')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
