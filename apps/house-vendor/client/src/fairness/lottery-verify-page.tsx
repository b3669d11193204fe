import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryDrawsView } from '../../../src/api/schemas.ts';
import { LOTTERY_GAMES } from '../../../src/engine/lottery/games.ts';
import { getLotteryDraws } from '../api/lottery.ts';
import { DrawBalls } from '../games/lottery/lottery-results.tsx';
import { useLanguage } from '../i18n/index.ts';
import { useErrorText } from '../lib/use-error-text.ts';
import { SeedValue } from '../recall/seed-value.tsx';
import { checkFastDraw } from './lottery-verify.ts';

const FAST_GAMES = LOTTERY_GAMES.filter((game) => game.kind === 'FAST');
/** As far back as the house lists drawn draws. */
const SEARCHED_DRAWS = 100;

interface Asked {
  gameId: string;
  drawNo: string;
}

type Found =
  | { state: 'failed'; error: unknown }
  | { state: 'done'; draw: LotteryDrawsView['drawn'][number] | null; open: string };

type Lookup = { state: 'idle' | 'loading' } | Found;

const isAskable = (asked: Asked) =>
  asked.drawNo !== '' && FAST_GAMES.some((game) => game.gameId === asked.gameId);

/**
 * A fast draw verified in the browser: its revealed seed and published hash fetched from the house,
 * the seed's hash and the digits recomputed here with the engine's code.
 */
export function LotteryVerify({ initialGame, initialDraw }: { initialGame: string; initialDraw: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const [gameId, setGameId] = useState(initialGame);
  const [drawNo, setDrawNo] = useState(initialDraw);
  const [asked, setAsked] = useState({ gameId: initialGame, drawNo: initialDraw.trim() });
  const [found, setFound] = useState<{ asked: Asked; found: Found } | null>(null);
  const lookup: Lookup = !isAskable(asked)
    ? { state: 'idle' }
    : found?.asked === asked
      ? found.found
      : { state: 'loading' };

  useEffect(() => {
    if (!isAskable(asked)) return;
    let current = true;
    getLotteryDraws(asked.gameId, SEARCHED_DRAWS).then(
      (view) => {
        if (!current) return;
        const draw = view.drawn.find((candidate) => candidate.drawNo === asked.drawNo) ?? null;
        setFound({ asked, found: { state: 'done', draw, open: view.open.drawNo } });
      },
      (error: unknown) => {
        if (current) setFound({ asked, found: { state: 'failed', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [asked]);

  const check =
    lookup.state === 'done' && lookup.draw !== null ? checkFastDraw(asked.gameId, lookup.draw) : null;

  return (
    <div className="verify__layout">
      <form
        className="verify__form"
        onSubmit={(event) => {
          event.preventDefault();
          setAsked({ gameId, drawNo: drawNo.trim() });
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor="verify-lottery-game">
            {t('verify.game')}
          </label>
          <select
            id="verify-lottery-game"
            className="field__input"
            value={gameId}
            onChange={(event) => setGameId(event.target.value)}
          >
            {FAST_GAMES.map((game) => (
              <option key={game.gameId} value={game.gameId}>
                {game.names[language]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="verify-lottery-draw">
            {t('lottery.verify.drawNo')}
          </label>
          <input
            id="verify-lottery-draw"
            className="field__input seed-input"
            value={drawNo}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setDrawNo(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary">
          {t('lottery.verify.check')}
        </button>
        <p className="field__hint">{t('lottery.verify.scheme')}</p>
      </form>
      <section className="verify__result" aria-live="polite">
        <h2 className="section-title">{t('verify.resultTitle')}</h2>
        {lookup.state === 'idle' && <p className="muted">{t('lottery.verify.ask')}</p>}
        {lookup.state === 'loading' && <p className="muted">{t('common.loading')}</p>}
        {lookup.state === 'failed' && (
          <p className="field__error" role="alert">
            {errorText(lookup.error)}
          </p>
        )}
        {lookup.state === 'done' && lookup.draw === null && (
          <p className="muted">
            {asked.drawNo >= lookup.open
              ? t('lottery.verify.notDrawn')
              : t('lottery.verify.notFound', { count: SEARCHED_DRAWS })}
          </p>
        )}
        {lookup.state === 'done' && lookup.draw !== null && check !== null && (
          <div className="lottery-verify" data-testid="lottery-verify">
            <SeedValue label={t('fairness.serverSeed')} value={lookup.draw.serverSeed ?? ''} />
            <SeedValue label={t('lottery.verify.publishedHash')} value={lookup.draw.serverSeedHash ?? ''} />
            <SeedValue label={t('verify.hash')} value={check.hash} />
            <SeedValue label={t('fairness.clientSeed')} value={`${asked.gameId}:${lookup.draw.drawNo}`} />
            <div className="lottery-verify__row">
              <span className="field__label">{t('lottery.verify.drawn')}</span>
              {Array.isArray(lookup.draw.result) && <DrawBalls digits={lookup.draw.result} />}
            </div>
            <div className="lottery-verify__row">
              <span className="field__label">{t('lottery.verify.recomputed')}</span>
              <DrawBalls digits={check.digits} />
            </div>
            <p
              className={`lottery-verify__verdict lottery-verify__verdict--${check.hashMatches && check.digitsMatch ? 'ok' : 'bad'}`}
              data-testid="lottery-verdict"
            >
              {check.hashMatches && check.digitsMatch
                ? t('lottery.verify.matches')
                : t('lottery.verify.mismatch')}
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
