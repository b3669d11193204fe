import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../../src/api/amounts.ts';
import type { SlotTitleCode } from '../../../../src/engine/games.ts';
import type { LineWin, SlotTitle } from '../../../../src/engine/slots/engine.ts';
import { SLOT_TITLES } from '../../../../src/engine/slots/titles.ts';
import { useJackpot } from '../../api/get-jackpot.ts';
import { usePlayRound } from '../../api/play-round.ts';
import { decimalToMinor } from '../../../../src/api/amounts.ts';
import { checkStake, formatMinor, formatMoney, stakeLimitsOf } from '../../lib/amount.ts';
import { formatMultiplier } from '../../lib/format.ts';
import { useHouse } from '../../lib/house-context.ts';
import { slotOutcomeSchema } from '../../lib/outcomes.ts';
import { newRequestId } from '../../lib/request-id.ts';
import { useAction } from '../../lib/use-action.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import { usePresentation } from '../../lib/use-presentation.ts';
import { useTimers } from '../../lib/use-timers.ts';
import { GameLayout } from '../../ui/game-layout.tsx';
import { StakeInput } from '../../ui/stake-input.tsx';
import { PaytableDialog } from './paytable-dialog.tsx';
import { SlotGrid } from './slot-grid.tsx';
import { freeSpinsAwardedBy, unitsToMinor } from './slot-wins.ts';
import { RoundResult } from '../../ui/round-result.tsx';

/** The reels spin at least this long, even when the answer is faster. */
const MIN_SPIN_MS = 450;
/** Between two reels landing, left to right: about 1 s for a whole spin. */
const REEL_GAP_MS = 120;
/** How long a spin's wins stay lit before the next free spin. */
const WIN_SHOW_MS = 1_100;
const BANNER_MS = 1_600;

interface Display {
  grid: readonly (readonly string[])[];
  lineWins: readonly LineWin[];
  scatterWon: boolean;
  stoppedReels: number;
  spinKey: number;
  /** The free spin on the reels: "Free spins 3/10", and its multiplier. */
  freeSpin: { current: number; total: number; multiplier: number } | null;
  /** This spin's win, and the round's total so far. */
  spinWin: bigint | null;
  totalWin: bigint | null;
}

type Banner = { kind: 'freeSpins'; count: number } | { kind: 'jackpot'; amount: string };

/** The stake ÷ lines, which may be finer than a minor unit (0.20 over 25 lines is 0.008). */
const formatLineBet = (stake: bigint, lines: number): string =>
  (Number(stake) / 100 / lines).toFixed(4).replace(/(\.\d\d\d*?)0+$/, '$1');

/** Before the first spin each reel shows a different stretch of its strip, not the same first symbols. */
const openingGrid = (title: SlotTitle): string[][] =>
  title.reels.map((strip, reel) =>
    Array.from({ length: title.rows }, (_, row) => strip[(reel * 7 + row) % strip.length] ?? title.wild),
  );

const restingDisplay = (title: SlotTitle, grid?: readonly (readonly string[])[]): Display => ({
  grid: grid ?? openingGrid(title),
  lineWins: [],
  scatterWon: false,
  stoppedReels: Number.POSITIVE_INFINITY,
  spinKey: 0,
  freeSpin: null,
  spinWin: null,
  totalWin: null,
});

export function SlotsGame() {
  const { view } = useHouse();
  const code = view.game.slotTitle;
  if (code === null) return null;
  return <SlotMachine titleCode={code} title={SLOT_TITLES[code]} />;
}

function SlotMachine({ titleCode, title }: { titleCode: SlotTitleCode; title: SlotTitle }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { view } = useHouse();
  const currency = view.player.currency;
  const limits = stakeLimitsOf(view.game);
  const [stake, setStake] = useState(() => formatAmount(limits.min));
  const [display, setDisplay] = useState<Display>(() => {
    // A round still settling after a reload shows where its reels stopped.
    const settling = slotOutcomeSchema.safeParse(view.openRound?.outcome);
    return restingDisplay(title, settling.success ? settling.data.spins.at(-1)?.grid : undefined);
  });
  const [banner, setBanner] = useState<Banner | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [isAnimating, setAnimating] = useState(false);
  const [isPaytableOpen, setPaytableOpen] = useState(false);
  const spinCount = useRef(0);
  const skip = useRef(false);
  const play = usePlayRound();
  const action = useAction();
  const presentation = usePresentation();
  const { wait } = useTimers();
  const jackpot = useJackpot(currency);
  const jackpotAmount = jackpot.data?.amount ?? view.jackpot;
  const lines = title.paylines.length;

  /** A pause of the show; "Skip" turns the remaining ones into nothing. */
  const pause = (ms: number) => (skip.current ? Promise.resolve() : wait(ms));

  const land = async (grid: readonly (readonly string[])[]) => {
    spinCount.current += 1;
    const spinKey = spinCount.current;
    for (let reel = 1; reel <= grid.length; reel += 1) {
      setDisplay((current) => ({ ...current, grid, stoppedReels: reel, spinKey }));
      await pause(REEL_GAP_MS);
    }
  };

  const spin = async () => {
    if (checkStake(stake, limits) !== null) return;
    const stakeMinor = decimalToMinor(stake) ?? 0n;
    skip.current = false;
    setBanner(null);
    setResult(null);
    setAnimating(true);
    setDisplay((current) => ({
      ...current,
      lineWins: [],
      scatterWon: false,
      stoppedReels: 0,
      freeSpin: null,
      spinWin: null,
      totalWin: null,
    }));
    const [answer] = await Promise.all([
      action.run(() =>
        presentation.place(stakeMinor, () =>
          play.mutateAsync({ kind: 'SLOT', requestId: newRequestId(), stake: stake.trim() }),
        ),
      ),
      wait(MIN_SPIN_MS),
    ]);
    const outcome = slotOutcomeSchema.safeParse(answer?.round.outcome);
    if (answer === null || !outcome.success) {
      setDisplay((current) => ({ ...current, stoppedReels: Number.POSITIVE_INFINITY }));
      setAnimating(false);
      if (answer !== null) presentation.finish(answer.round.payout);
      return;
    }
    const { spins, jackpotHit } = outcome.data;
    let unitsSoFar = 0;
    for (const [index, current] of spins.entries()) {
      if (index > 0) {
        setDisplay((shown) => ({
          ...shown,
          lineWins: [],
          scatterWon: false,
          stoppedReels: 0,
          spinWin: null,
          freeSpin: {
            current: index,
            total: freeSpinsAwardedBy(spins, index),
            multiplier: current.multiplier,
          },
        }));
        await pause(MIN_SPIN_MS);
      }
      await land(current.grid);
      unitsSoFar += current.units;
      // Rounded down once over the units so far, as the server pays the round.
      const totalWin = unitsToMinor(stakeMinor, unitsSoFar, lines);
      setDisplay((shown) => ({
        ...shown,
        lineWins: current.lineWins,
        scatterWon: current.scatterUnits > 0 || current.freeSpinsAwarded > 0,
        spinWin: unitsToMinor(stakeMinor, current.units, lines),
        totalWin,
      }));
      if (current.freeSpinsAwarded > 0) {
        setBanner({ kind: 'freeSpins', count: current.freeSpinsAwarded });
        await pause(BANNER_MS);
        setBanner(null);
      } else if (spins.length > 1 && index < spins.length - 1) {
        await pause(current.units > 0 ? WIN_SHOW_MS : REEL_GAP_MS * 3);
      }
    }
    const { round } = answer;
    if (jackpotHit && round.jackpotWin !== null) setBanner({ kind: 'jackpot', amount: round.jackpotWin });
    setResult(round.payout ?? '0.00');
    setAnimating(false);
    presentation.finish(round.payout);
  };

  const payout = result === null ? null : (decimalToMinor(result) ?? 0n);
  const resultText = isAnimating
    ? t('slots.spinning')
    : payout === null
      ? t('slots.ready')
      : payout > 0n
        ? t('slots.win', { amount: formatMinor(payout), currency })
        : t('slots.noWinResult');

  const board = (
    <div className={`slots slots--${titleCode}`}>
      <div className="jackpot" aria-live="off">
        <span className="jackpot__label">{t('slots.jackpot')}</span>
        <span className="jackpot__amount">
          {jackpotAmount === null ? t('common.none') : formatMoney(jackpotAmount)}{' '}
          <span className="figure__unit">{currency}</span>
        </span>
      </div>
      <div className="slots__cabinet">
        {display.freeSpin !== null && (
          <div className="free-spins" role="status">
            <span>
              {t('slots.freeSpinCounter', {
                current: display.freeSpin.current,
                total: display.freeSpin.total,
              })}
            </span>
            <span className="free-spins__multiplier">{formatMultiplier(display.freeSpin.multiplier)}</span>
          </div>
        )}
        <SlotGrid
          titleCode={titleCode}
          title={title}
          grid={display.grid}
          lineWins={display.lineWins}
          scatterWon={display.scatterWon}
          stoppedReels={display.stoppedReels}
          spinKey={display.spinKey}
        />
        {banner !== null && (
          <div className={`slots__banner slots__banner--${banner.kind}`} role="status">
            {banner.kind === 'freeSpins' ? (
              <span>{t('slots.freeSpinsBanner', { count: banner.count })}</span>
            ) : (
              <>
                <span className="slots__banner-title">{t('slots.jackpotBanner')}</span>
                <span className="slots__banner-amount">
                  {formatMoney(banner.amount)} {currency}
                </span>
                <button type="button" className="button button--primary" onClick={() => setBanner(null)}>
                  {t('common.close')}
                </button>
              </>
            )}
          </div>
        )}
      </div>
      <div className="slots__wins" aria-live="polite">
        {isAnimating && display.spinWin !== null && display.spinWin > 0n && (
          <span className="slots__spin-win">
            {t('slots.spinWin', { amount: formatMinor(display.spinWin), currency })}
          </span>
        )}
        {display.freeSpin !== null && display.totalWin !== null && (
          <span className="muted">
            {t('slots.totalSoFar', { amount: formatMinor(display.totalWin), currency })}
          </span>
        )}
      </div>
      <RoundResult tone={payout === null || isAnimating ? null : payout > 0n ? 'win' : 'lose'}>
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
        currency={currency}
        disabled={action.isBusy || isAnimating}
      />
      <p className="field__hint">
        {t('slots.lineBet', { lines, amount: formatLineBet(decimalToMinor(stake) ?? 0n, lines) })}
      </p>
      {isAnimating && !action.isBusy ? (
        <button
          type="button"
          className="button button--ghost button--play"
          onClick={() => {
            skip.current = true;
          }}
        >
          {t('slots.skip')}
        </button>
      ) : (
        <button
          type="button"
          className="button button--primary button--play"
          disabled={action.isBusy || isAnimating}
          onClick={() => void spin()}
        >
          {action.isBusy ? t('common.sending') : t('slots.spin')}
        </button>
      )}
      {action.error !== null && (
        <p className="field__error" role="alert">
          {errorText(action.error)}
        </p>
      )}
      <button type="button" className="button button--ghost" onClick={() => setPaytableOpen(true)}>
        {t('slots.paytable')}
      </button>
      <PaytableDialog
        open={isPaytableOpen}
        onClose={() => setPaytableOpen(false)}
        titleCode={titleCode}
        title={title}
      />
    </>
  );

  return <GameLayout board={board} controls={controls} />;
}
