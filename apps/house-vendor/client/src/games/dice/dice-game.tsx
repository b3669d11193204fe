import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../../src/api/amounts.ts';
import {
  diceMultiplier,
  diceWinningOutcomes,
  type DiceChoice,
  type DiceDirection,
} from '../../../../src/engine/dice.ts';
import { multiplierValue, payoutOf } from '../../../../src/engine/money.ts';
import { usePlayRound } from '../../api/play-round.ts';
import { decimalToMinor } from '../../../../src/api/amounts.ts';
import { checkStake, formatMinor, formatMoney, stakeLimitsOf } from '../../lib/amount.ts';
import { formatMultiplier, formatRoll, formatTarget } from '../../lib/format.ts';
import { useHouse } from '../../lib/house-context.ts';
import { diceOutcomeSchema } from '../../lib/outcomes.ts';
import { newRequestId } from '../../lib/request-id.ts';
import { useAction } from '../../lib/use-action.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import { usePresentation } from '../../lib/use-presentation.ts';
import { useTimers } from '../../lib/use-timers.ts';
import { GameLayout } from '../../ui/game-layout.tsx';
import { StakeInput } from '../../ui/stake-input.tsx';
import { DiceBar } from './dice-bar.tsx';
import { clampTarget, mirrorTarget, parseTarget, targetRange } from './dice-choice.ts';
import { RoundResult } from '../../ui/round-result.tsx';

/** How long the marker slides to the roll (games.css uses the same duration). */
const ROLL_MS = 700;

interface DiceRoll {
  roll: number;
  win: boolean;
  payout: string;
}

export function DiceGame() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { view } = useHouse();
  const limits = stakeLimitsOf(view.game);
  const [stake, setStake] = useState(() => formatAmount(limits.min));
  const [choice, setChoice] = useState<DiceChoice>({ target: 5000, direction: 'under' });
  const [targetText, setTargetText] = useState(formatTarget(choice.target));
  const [shown, setShown] = useState<DiceRoll | null>(null);
  const [isRolling, setRolling] = useState(false);
  const play = usePlayRound();
  const action = useAction();
  const presentation = usePresentation();
  const { wait } = useTimers();

  const multiplier = diceMultiplier(choice);
  const stakeMinor = decimalToMinor(stake) ?? 0n;
  const chance = diceWinningOutcomes(choice) / 100;
  const range = targetRange(choice.direction);

  const updateChoice = (next: DiceChoice) => {
    const target = clampTarget(next.target, next.direction);
    setChoice({ target, direction: next.direction });
    setTargetText(formatTarget(target));
  };

  /** The other direction with the same win chance. */
  const flip = (direction: DiceDirection) => {
    if (direction !== choice.direction) updateChoice({ direction, target: mirrorTarget(choice.target) });
  };

  const roll = async () => {
    if (checkStake(stake, limits) !== null) return;
    // The typed target counts even when the field has not lost focus yet (a tap on a phone).
    const typed = parseTarget(targetText);
    const rolled = { ...choice, target: clampTarget(typed ?? choice.target, choice.direction) };
    updateChoice(rolled);
    const result = await action.run(() =>
      presentation.place(stakeMinor, () =>
        play.mutateAsync({ kind: 'DICE', requestId: newRequestId(), stake: stake.trim(), choice: rolled }),
      ),
    );
    if (result === null) return;
    const outcome = diceOutcomeSchema.safeParse(result.round.outcome);
    if (!outcome.success) {
      presentation.finish(result.round.payout);
      return;
    }
    setRolling(true);
    setShown({ roll: outcome.data.roll, win: outcome.data.win, payout: result.round.payout ?? '0.00' });
    await wait(ROLL_MS);
    setRolling(false);
    presentation.finish(result.round.payout);
  };

  const resultText =
    shown === null
      ? t('dice.ready')
      : isRolling
        ? t('dice.rolling')
        : shown.win
          ? t('dice.win', { roll: formatRoll(shown.roll), amount: formatMoney(shown.payout) })
          : t('dice.lose', { roll: formatRoll(shown.roll) });

  const board = (
    <div className="dice">
      <div
        className={`dice__roll${shown !== null && !isRolling ? (shown.win ? ' dice__roll--win' : ' dice__roll--lose') : ''}`}
        aria-hidden="true"
      >
        {shown === null ? formatRoll(0) : formatRoll(shown.roll)}
      </div>
      <DiceBar
        target={choice.target}
        direction={choice.direction}
        roll={shown?.roll ?? null}
        win={shown === null || isRolling ? null : shown.win}
      />
      <dl className="dice__figures">
        <div className="figure">
          <dt className="figure__label">{t('dice.chance')}</dt>
          <dd className="figure__value">{t('dice.percent', { value: chance.toFixed(2) })}</dd>
        </div>
        <div className="figure">
          <dt className="figure__label">{t('dice.multiplier')}</dt>
          <dd className="figure__value">{formatMultiplier(multiplierValue(multiplier))}</dd>
        </div>
        <div className="figure">
          <dt className="figure__label">{t('dice.payoutOnWin')}</dt>
          <dd className="figure__value">
            {formatMinor(payoutOf(stakeMinor, multiplier))}{' '}
            <span className="figure__unit">{view.player.currency}</span>
          </dd>
        </div>
      </dl>
      <RoundResult tone={shown === null || isRolling ? null : shown.win ? 'win' : 'lose'}>
        {resultText}
      </RoundResult>
    </div>
  );

  const controls = (
    <>
      <StakeInput
        value={stake}
        onChange={setStake}
        limits={limits}
        currency={view.player.currency}
        disabled={action.isBusy}
      />
      <div className="segmented" role="group" aria-label={t('dice.directionLabel')}>
        {(['under', 'over'] as const).map((direction) => (
          <button
            key={direction}
            type="button"
            className="segmented__option"
            aria-pressed={choice.direction === direction}
            disabled={action.isBusy}
            onClick={() => flip(direction)}
          >
            {t(`dice.rollDirection.${direction}`)}
          </button>
        ))}
      </div>
      <div className="field">
        <label className="field__label" htmlFor="dice-target">
          {t('dice.target')}
        </label>
        <div className="dice__target">
          <input
            type="range"
            className="slider"
            min={range.min}
            max={range.max}
            step={1}
            value={choice.target}
            disabled={action.isBusy}
            aria-label={t('dice.targetSlider')}
            aria-valuetext={formatTarget(choice.target)}
            onChange={(event) => updateChoice({ ...choice, target: Number(event.target.value) })}
          />
          <input
            id="dice-target"
            className="field__input dice__target-input"
            inputMode="decimal"
            value={targetText}
            disabled={action.isBusy}
            onChange={(event) => setTargetText(event.target.value)}
            onBlur={() => {
              const parsed = parseTarget(targetText);
              updateChoice({ ...choice, target: parsed ?? choice.target });
            }}
          />
        </div>
        <p className="field__hint">
          {t('dice.targetHint', { min: formatTarget(range.min), max: formatTarget(range.max) })}
        </p>
      </div>
      <button
        type="button"
        className="button button--primary button--play"
        disabled={action.isBusy || isRolling}
        onClick={() => void roll()}
      >
        {action.isBusy ? t('common.sending') : t('dice.roll')}
      </button>
      {action.error !== null && (
        <p className="field__error" role="alert">
          {errorText(action.error)}
        </p>
      )}
      <p className="game-note">{t('dice.rules')}</p>
    </>
  );

  return <GameLayout board={board} controls={controls} />;
}
