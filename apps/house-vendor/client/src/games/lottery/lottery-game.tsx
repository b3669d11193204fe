import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FAST_BALLS } from '../../../../src/engine/lottery/fast.ts';
import { findLotteryGame } from '../../../../src/engine/lottery/games.ts';
import { useLotteryDraws, useLotteryOrders } from '../../api/lottery.ts';
import { sessionQueryKey } from '../../api/session.ts';
import { useHouse } from '../../lib/house-context.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import { BetSlip } from './bet-slip.tsx';
import { DrawClock, useNow } from './draw-clock.tsx';
import { LotteryOrders } from './lottery-orders.tsx';
import { DrawBalls, LotteryResults } from './lottery-results.tsx';
import { TrendChart } from './trend-chart.tsx';

type Panel = 'orders' | 'results' | 'trend';

/**
 * A lottery game: the open draw and its countdown, the bet slip, the player's orders, the results
 * and, for fast draws, the trend. Draws and orders are polled, so a settled order turns won or lost
 * and the balance follows without a reload.
 */
export function LotteryGame() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { view, launchToken, showWin } = useHouse();
  const info = view.game.lottery;
  const game = findLotteryGame(view.game.gameId);
  const draws = useLotteryDraws(view.game.gameId);
  const orders = useLotteryOrders();
  const client = useQueryClient();
  // The countdown runs on the vendor's clock: the device's may be off by minutes.
  const offset = draws.data === undefined ? 0 : Date.parse(draws.data.serverTime) - draws.dataUpdatedAt;
  const now = useNow() + offset;
  const [panel, setPanel] = useState<Panel>('orders');
  const settled = useRef<Set<string> | null>(null);

  // An order the draw settled (or the system refunded) moved money: the balance is read again.
  useEffect(() => {
    if (orders.data === undefined) return;
    const done = orders.data.filter((order) => order.status !== 'PROCESSING');
    const known = settled.current;
    settled.current = new Set(done.map((order) => order.id));
    if (known === null) return;
    const fresh = done.filter((order) => !known.has(order.id));
    if (fresh.length === 0) return;
    const won = fresh.filter((order) => order.status === 'WON' && order.payout !== null);
    if (won.length > 0) showWin(won[0]!.payout);
    void client.invalidateQueries({ queryKey: sessionQueryKey(launchToken) });
  }, [orders.data, client, launchToken, showWin]);

  const closesAt = draws.data?.open.closesAt;
  const refetchDraws = draws.refetch;
  // The open draw closed: the next one takes over as soon as the server has it.
  useEffect(() => {
    if (closesAt !== undefined && now >= Date.parse(closesAt)) void refetchDraws();
  }, [now, closesAt, refetchDraws]);

  if (info === null || game === undefined) return <p className="muted">{t('errors.game_not_found')}</p>;
  const drawn = draws.data?.drawn ?? [];
  const fastDraws = drawn.flatMap((draw) => (Array.isArray(draw.result) ? [draw.result] : []));
  const latest = drawn[0];
  const panels: Panel[] = game.kind === 'FAST' ? ['orders', 'results', 'trend'] : ['orders', 'results'];

  return (
    <div className="lottery">
      <section className="lottery__info">
        {draws.data !== undefined ? (
          <DrawClock drawNo={draws.data.open.drawNo} closesAt={draws.data.open.closesAt} now={now} />
        ) : draws.isError ? (
          <p className="field__error" role="alert">
            {errorText(draws.error)}
          </p>
        ) : (
          <p className="muted">{t('common.loading')}</p>
        )}
        {latest !== undefined && (
          <div className="lottery__latest">
            <span className="draw-clock__label">{t('lottery.draw.latest', { drawNo: latest.drawNo })}</span>
            {Array.isArray(latest.result) ? (
              <DrawBalls digits={latest.result} />
            ) : (
              <span className="lottery__special">{latest.result.SPECIAL?.[0] ?? ''}</span>
            )}
          </div>
        )}
      </section>
      <section className="lottery__slip">
        <BetSlip game={game} info={info} />
      </section>
      <section className="lottery__panels">
        <div className="tabs" role="tablist" aria-label={t('lottery.panels')}>
          {panels.map((option) => (
            <button
              key={option}
              type="button"
              role="tab"
              className="tabs__tab"
              aria-selected={panel === option}
              onClick={() => setPanel(option)}
            >
              {t(`lottery.panel.${option}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" className="lottery__panel">
          {panel === 'orders' &&
            (orders.data === undefined ? (
              <p className="muted">{orders.isError ? errorText(orders.error) : t('common.loading')}</p>
            ) : (
              <LotteryOrders orders={orders.data} openDrawNo={draws.data?.open.drawNo ?? ''} />
            ))}
          {panel === 'results' && (
            <LotteryResults
              gameId={game.gameId}
              drawn={drawn}
              region={game.kind === 'VN' ? game.province.region : null}
            />
          )}
          {panel === 'trend' && game.kind === 'FAST' && (
            <TrendChart draws={fastDraws} balls={FAST_BALLS[game.format]} />
          )}
        </div>
      </section>
    </div>
  );
}
