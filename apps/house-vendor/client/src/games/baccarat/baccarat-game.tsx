import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../../src/api/amounts.ts';
import { BACCARAT_SIDES, type BaccaratSide } from '../../../../src/engine/baccarat.ts';
import { usePlayRound } from '../../api/play-round.ts';
import { decimalToMinor } from '../../../../src/api/amounts.ts';
import { formatMinor, formatMoney, sideLimitsOf, type StakeLimitsMinor } from '../../lib/amount.ts';
import { useHouse } from '../../lib/house-context.ts';
import { baccaratOutcomeSchema, type BaccaratOutcomeView } from '../../lib/outcomes.ts';
import { newRequestId } from '../../lib/request-id.ts';
import { useAction } from '../../lib/use-action.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import { usePresentation } from '../../lib/use-presentation.ts';
import { useTimers } from '../../lib/use-timers.ts';
import { GameLayout } from '../../ui/game-layout.tsx';
import { DealerArt } from './dealer.tsx';
import { dealOrder } from './deal-order.ts';
import { HandView } from './hand-view.tsx';
import { RoundResult } from '../../ui/round-result.tsx';

/** Chip values in minor units: 1, 5, 25, 100, 500. */
const CHIPS = [100n, 500n, 2_500n, 10_000n, 50_000n] as const;
/** Time between two cards, long enough for the flip (baccarat.css) to finish. */
const CARD_MS = 650;
/** How the areas sit on the table: pairs and tie above, the two main bets below. */
const TABLE_ORDER: readonly BaccaratSide[] = ['playerPair', 'tie', 'bankerPair', 'player', 'banker'];

type Bets = Record<BaccaratSide, bigint>;

const NO_BETS: Bets = { player: 0n, banker: 0n, tie: 0n, playerPair: 0n, bankerPair: 0n };

const totalOf = (bets: Bets): bigint => BACCARAT_SIDES.reduce((sum, side) => sum + bets[side], 0n);

/** Sides whose bet is outside its limits; an empty side is no bet at all. */
const sidesOutOfRange = (bets: Bets, limits: Record<BaccaratSide, StakeLimitsMinor>): BaccaratSide[] =>
  BACCARAT_SIDES.filter(
    (side) => bets[side] > 0n && (bets[side] < limits[side].min || bets[side] > limits[side].max),
  );

interface Deal {
  outcome: BaccaratOutcomeView;
  payout: string;
}

export function BaccaratGame() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { view } = useHouse();
  const currency = view.player.currency;
  const limits = sideLimitsOf(view.game);
  const [chip, setChip] = useState<bigint>(CHIPS[1]);
  const [bets, setBets] = useState<Bets>(NO_BETS);
  const [deal, setDeal] = useState<Deal | null>(null);
  const [dealt, setDealt] = useState(0);
  const [isDealing, setDealing] = useState(false);
  const play = usePlayRound();
  const action = useAction();
  const presentation = usePresentation();
  const { wait } = useTimers();

  const isLocked = action.isBusy || isDealing;
  const total = totalOf(bets);
  const outOfRange = sidesOutOfRange(bets, limits);
  const isComplete = deal !== null && !isDealing;

  const addChip = (side: BaccaratSide) => {
    if (isLocked) return;
    if (isComplete) setDeal(null);
    setBets((current) => ({ ...current, [side]: current[side] + chip }));
  };

  const start = async () => {
    if (total === 0n || outOfRange.length > 0) return;
    const wire = Object.fromEntries(
      BACCARAT_SIDES.filter((side) => bets[side] > 0n).map((side) => [side, formatAmount(bets[side])]),
    );
    const result = await action.run(() =>
      presentation.place(total, () =>
        play.mutateAsync({ kind: 'BACCARAT', requestId: newRequestId(), bets: wire }),
      ),
    );
    if (result === null) return;
    const outcome = baccaratOutcomeSchema.safeParse(result.round.outcome);
    if (!outcome.success) {
      presentation.finish(result.round.payout);
      return;
    }
    setDeal({ outcome: outcome.data, payout: result.round.payout ?? '0.00' });
    setDealing(true);
    const cards = dealOrder(outcome.data.hand).length;
    for (let count = 1; count <= cards; count += 1) {
      setDealt(count);
      await wait(CARD_MS);
    }
    setDealing(false);
    presentation.finish(result.round.payout);
  };

  const winner = deal?.outcome.hand.winner;
  const dealerLine = isDealing
    ? t('baccarat.dealing')
    : isComplete && winner !== undefined
      ? t(`baccarat.winner.${winner}`)
      : action.isBusy
        ? t('common.sending')
        : t('baccarat.placeBets');

  const board = (
    <div className="baccarat">
      <div className="dealer">
        <DealerArt />
        <div className="dealer__speech">
          <span className="dealer__name">{t('baccarat.dealer')}</span>
          <span className="dealer__line" aria-live="polite">
            {dealerLine}
          </span>
        </div>
      </div>
      <div className="baccarat__felt">
        {deal === null ? (
          <p className="baccarat__empty">{t('baccarat.noCards')}</p>
        ) : (
          <HandView hand={deal.outcome.hand} dealt={dealt} />
        )}
        {isComplete && winner !== undefined && (
          <div className={`winner-banner winner-banner--${winner.toLowerCase()}`}>
            {t(`baccarat.winner.${winner}`)}
          </div>
        )}
        <div className="bet-areas">
          {TABLE_ORDER.map((side) => {
            const returned = isComplete ? deal.outcome.perSide[side] : undefined;
            const hasWon = returned !== undefined && (decimalToMinor(returned) ?? 0n) > 0n && bets[side] > 0n;
            return (
              <button
                key={side}
                type="button"
                className={`bet-area bet-area--${side}${hasWon ? ' bet-area--won' : ''}`}
                disabled={isLocked}
                onClick={() => addChip(side)}
                aria-label={t('baccarat.betOn', {
                  side: t(`baccarat.side.${side}`),
                  amount: formatMinor(bets[side]),
                  currency,
                })}
              >
                <span className="bet-area__name">{t(`baccarat.side.${side}`)}</span>
                <span className="bet-area__pays">{t(`baccarat.pays.${side}`)}</span>
                {bets[side] > 0n && <span className="bet-area__stake">{formatMinor(bets[side])}</span>}
                {returned !== undefined && bets[side] > 0n && (
                  <span className="bet-area__result">
                    {hasWon ? t('baccarat.returned', { amount: formatMoney(returned) }) : t('baccarat.lost')}
                  </span>
                )}
              </button>
            );
          })}
        </div>
      </div>
      <RoundResult tone={isComplete ? ((decimalToMinor(deal.payout) ?? 0n) > 0n ? 'win' : 'lose') : null}>
        {isComplete && winner !== undefined
          ? t('baccarat.result', {
              winner: t(`baccarat.winner.${winner}`),
              player: deal.outcome.hand.playerTotal,
              banker: deal.outcome.hand.bankerTotal,
              amount: formatMoney(deal.payout),
            })
          : isDealing
            ? t('baccarat.dealing')
            : t('baccarat.placeBets')}
      </RoundResult>
    </div>
  );

  const controls = (
    <>
      <div className="field">
        <span className="field__label" id="chip-label">
          {t('baccarat.chips', { currency })}
        </span>
        <div className="chips" role="group" aria-labelledby="chip-label">
          {CHIPS.map((value, index) => (
            <button
              key={String(value)}
              type="button"
              className={`chip chip--${index + 1}`}
              aria-pressed={chip === value}
              aria-label={t('baccarat.chipLabel', { amount: formatMinor(value), currency })}
              disabled={isLocked}
              onClick={() => setChip(value)}
            >
              {String(value / 100n)}
            </button>
          ))}
        </div>
      </div>
      <p className="baccarat__total">{t('baccarat.totalBet', { amount: formatMinor(total), currency })}</p>
      {outOfRange.length > 0 && (
        <ul className="field__error">
          {outOfRange.map((side) => (
            <li key={side}>
              {t('baccarat.sideLimits', {
                side: t(`baccarat.side.${side}`),
                min: formatMinor(limits[side].min),
                max: formatMinor(limits[side].max),
                currency,
              })}
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="button button--ghost"
        disabled={isLocked || total === 0n}
        onClick={() => {
          setBets(NO_BETS);
          setDeal(null);
        }}
      >
        {t('baccarat.clear')}
      </button>
      <button
        type="button"
        className="button button--primary button--play"
        disabled={isLocked || total === 0n || outOfRange.length > 0}
        onClick={() => void start()}
      >
        {action.isBusy ? t('common.sending') : t('baccarat.deal')}
      </button>
      {action.error !== null && (
        <p className="field__error" role="alert">
          {errorText(action.error)}
        </p>
      )}
      <p className="game-note">{t('baccarat.commission')}</p>
      <p className="game-note">{t('baccarat.rules')}</p>
    </>
  );

  return <GameLayout board={board} controls={controls} />;
}
