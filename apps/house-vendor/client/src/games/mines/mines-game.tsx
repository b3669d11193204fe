import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../../src/api/amounts.ts';
import type { RoundView } from '../../../../src/api/schemas.ts';
import { MINES_CELLS, MINES_MAX, MINES_MIN, minesMultiplier } from '../../../../src/engine/mines.ts';
import { multiplierValue, payoutOf, ZERO } from '../../../../src/engine/money.ts';
import { useCashOut } from '../../api/cash-out.ts';
import { usePlayRound } from '../../api/play-round.ts';
import { useRevealCell } from '../../api/reveal-cell.ts';
import { decimalToMinor } from '../../../../src/api/amounts.ts';
import { checkStake, formatMinor, formatMoney, stakeLimitsOf } from '../../lib/amount.ts';
import { formatMultiplier } from '../../lib/format.ts';
import { useHouse } from '../../lib/house-context.ts';
import { minesChoiceSchema, minesOutcomeSchema } from '../../lib/outcomes.ts';
import { newRequestId } from '../../lib/request-id.ts';
import { useAction } from '../../lib/use-action.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import { usePresentation } from '../../lib/use-presentation.ts';
import { GameLayout } from '../../ui/game-layout.tsx';
import { StakeInput } from '../../ui/stake-input.tsx';
import { MinesBoard } from './mines-board.tsx';
import { RoundResult } from '../../ui/round-result.tsx';

const QUICK_MINES = [1, 3, 5, 10, 24] as const;
const MINES_OPTIONS = Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, index) => MINES_MIN + index);
const DEFAULT_MINES = 3;

/** The board as the round shows it, and what the multipliers are at this point. */
const readBoard = (round: RoundView | null) => {
  if (round === null) return null;
  const outcome = minesOutcomeSchema.safeParse(round.outcome);
  const choice = minesChoiceSchema.safeParse(round.choice);
  if (!outcome.success || !choice.success) return null;
  const { revealed, minePositions } = outcome.data;
  const mines = choice.data.mines;
  const lastCell = revealed.at(-1);
  const isLost = minePositions !== null && lastCell !== undefined && minePositions.includes(lastCell);
  const safeFound = revealed.filter((cell) => !(minePositions?.includes(cell) ?? false)).length;
  const safeCells = MINES_CELLS - mines;
  return {
    mines,
    revealed,
    minePositions,
    isOpen: round.status === 'OPEN',
    isLost,
    safeFound,
    current: isLost ? ZERO : minesMultiplier(mines, safeFound),
    next: round.status === 'OPEN' && safeFound < safeCells ? minesMultiplier(mines, safeFound + 1) : null,
  };
};

export function MinesGame() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { view } = useHouse();
  const limits = stakeLimitsOf(view.game);
  // A board left open by a reload comes back as it was.
  const [round, setRound] = useState<RoundView | null>(() =>
    view.openRound?.kind === 'MINES' && view.openRound.status === 'OPEN' ? view.openRound : null,
  );
  const [stake, setStake] = useState(() => round?.stake ?? formatAmount(limits.min));
  const [mines, setMines] = useState(() => readBoard(round)?.mines ?? DEFAULT_MINES);
  const [pendingCell, setPendingCell] = useState<number | null>(null);
  const play = usePlayRound();
  const reveal = useRevealCell();
  const cashOut = useCashOut();
  const action = useAction();
  const presentation = usePresentation();

  const board = readBoard(round);
  const isOpen = board?.isOpen ?? false;
  const roundStake = decimalToMinor(round?.stake ?? stake) ?? 0n;

  const start = async () => {
    if (checkStake(stake, limits) !== null) return;
    const result = await action.run(() =>
      presentation.place(decimalToMinor(stake) ?? 0n, () =>
        play.mutateAsync({
          kind: 'MINES',
          requestId: newRequestId(),
          stake: stake.trim(),
          choice: { mines },
        }),
      ),
    );
    if (result === null) return;
    // The answer's balance already has the stake taken: nothing to hold back.
    presentation.cancel();
    setRound(result.round);
  };

  const finishIfOver = (next: RoundView) => {
    setRound(next);
    if (next.status !== 'OPEN') presentation.finish(next.payout);
  };

  const open = async (cell: number) => {
    if (round === null) return;
    setPendingCell(cell);
    const result = await action.run(() => reveal.mutateAsync({ roundId: round.id, cell }));
    setPendingCell(null);
    if (result !== null) finishIfOver(result.round);
  };

  const collect = async () => {
    if (round === null) return;
    const result = await action.run(() => cashOut.mutateAsync(round.id));
    if (result !== null) finishIfOver(result.round);
  };

  const cashOutAmount = board === null ? 0n : payoutOf(roundStake, board.current);
  // Between rounds: what the first gem would pay with the mines chosen for the next round.
  const nextMultiplier = isOpen ? (board?.next ?? null) : minesMultiplier(mines, 1);

  const resultText =
    board === null
      ? t('mines.ready')
      : board.isOpen
        ? board.safeFound === 0
          ? t('mines.pick')
          : t('mines.found', {
              count: board.safeFound,
              multiplier: formatMultiplier(multiplierValue(board.current)),
            })
        : board.isLost
          ? t('mines.lost')
          : t('mines.won', { amount: formatMoney(round?.payout ?? '0.00') });

  const boardView = (
    <div className="mines">
      <dl className="mines__figures">
        <div className="figure">
          <dt className="figure__label">{t('mines.current')}</dt>
          <dd className="figure__value">
            {formatMultiplier(board === null ? 1 : multiplierValue(board.current))}
          </dd>
        </div>
        <div className="figure">
          <dt className="figure__label">{t('mines.next')}</dt>
          <dd className="figure__value">
            {nextMultiplier === null ? t('common.none') : formatMultiplier(multiplierValue(nextMultiplier))}
          </dd>
        </div>
        <div className="figure">
          <dt className="figure__label">{t('mines.minesOnBoard')}</dt>
          <dd className="figure__value">{board?.mines ?? mines}</dd>
        </div>
      </dl>
      <MinesBoard
        revealed={board?.revealed ?? []}
        minePositions={board?.minePositions ?? null}
        onReveal={(cell) => void open(cell)}
        pendingCell={pendingCell}
        disabled={!isOpen || action.isBusy}
      />
      <RoundResult tone={board === null || board.isOpen ? null : board.isLost ? 'lose' : 'win'}>
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
        disabled={isOpen || action.isBusy}
      />
      <div className="field">
        <label className="field__label" htmlFor="mines-count">
          {t('mines.count')}
        </label>
        <select
          id="mines-count"
          className="field__input"
          value={mines}
          disabled={isOpen || action.isBusy}
          onChange={(event) => setMines(Number(event.target.value))}
        >
          {MINES_OPTIONS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
        <div className="stake__steps">
          {QUICK_MINES.map((count) => (
            <button
              key={count}
              type="button"
              className="chip-button"
              aria-pressed={mines === count}
              aria-label={t('mines.countOption', { count })}
              disabled={isOpen || action.isBusy}
              onClick={() => setMines(count)}
            >
              {count}
            </button>
          ))}
        </div>
      </div>
      {isOpen ? (
        <button
          type="button"
          className="button button--primary button--play"
          disabled={action.isBusy || (board?.safeFound ?? 0) === 0}
          onClick={() => void collect()}
        >
          {t('mines.cashOut', { amount: formatMinor(cashOutAmount), currency: view.player.currency })}
        </button>
      ) : (
        <button
          type="button"
          className="button button--primary button--play"
          disabled={action.isBusy}
          onClick={() => void start()}
        >
          {action.isBusy ? t('common.sending') : t('mines.start')}
        </button>
      )}
      {action.error !== null && (
        <p className="field__error" role="alert">
          {errorText(action.error)}
        </p>
      )}
      <p className="game-note">{t('mines.rules')}</p>
    </>
  );

  return <GameLayout board={boardView} controls={controls} />;
}
