import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOUSE_GAMES, findHouseGame } from '../../../src/engine/games.ts';
import { MINES_MAX, MINES_MIN } from '../../../src/engine/mines.ts';
import { applyLanguage, useLanguage } from '../i18n/index.ts';
import type { Language } from '../lib/launch.ts';
import { OutcomeView } from '../recall/outcome-view.tsx';
import { SeedValue } from '../recall/seed-value.tsx';
import { LotteryVerify } from './lottery-verify-page.tsx';
import { formFromQuery, replayForm, type ReplayForm } from './replay.ts';

const LANGUAGES: readonly Language[] = ['JA', 'EN'];
type VerifyMode = 'round' | 'lottery';
const MODES: readonly VerifyMode[] = ['round', 'lottery'];

/** A lottery draw's link names the game and the draw: `?lottery=<game>&draw=<draw no.>`. */
const lotteryQuery = (search: string) => {
  const query = new URLSearchParams(search);
  const gameId = query.get('lottery');
  return gameId === null ? null : { gameId, drawNo: query.get('draw') ?? '' };
};

const MINES_OPTIONS = Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, index) => MINES_MIN + index);

/** `/house/fairness`: anyone can recompute a round from its seeds, in the browser, with the engine's code. */
export function FairnessPage() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const [form, setForm] = useState<ReplayForm>(() =>
    formFromQuery(window.location.search, HOUSE_GAMES[0]?.gameId ?? ''),
  );
  const answer = useMemo(() => replayForm(form), [form]);
  const kind = findHouseGame(form.gameId)?.kind;
  const [lottery] = useState(() => lotteryQuery(window.location.search));
  const [mode, setMode] = useState<VerifyMode>(lottery === null ? 'round' : 'lottery');

  const title = mode === 'lottery' ? t('lottery.verify.title') : t('verify.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  const update = (patch: Partial<ReplayForm>) => setForm((current) => ({ ...current, ...patch }));

  return (
    <main className="verify">
      <header className="verify__header">
        <h1 className="verify__title">{title}</h1>
        <div className="segmented" role="group" aria-label={t('verify.language')}>
          {LANGUAGES.map((option) => (
            <button
              key={option}
              type="button"
              className="segmented__option"
              aria-pressed={language === option}
              onClick={() => void applyLanguage(i18n, option)}
            >
              {t(`languages.${option}`)}
            </button>
          ))}
        </div>
      </header>
      <div className="segmented verify__modes" role="group" aria-label={t('lottery.verify.mode')}>
        {MODES.map((option) => (
          <button
            key={option}
            type="button"
            className="segmented__option"
            aria-pressed={mode === option}
            onClick={() => setMode(option)}
          >
            {t(`lottery.verify.modes.${option}`)}
          </button>
        ))}
      </div>
      {mode === 'lottery' ? (
        <LotteryVerify initialGame={lottery?.gameId ?? 'lotto-5d-1'} initialDraw={lottery?.drawNo ?? ''} />
      ) : (
        <>
          <p className="verify__scheme">{t('fairness.scheme')}</p>
          <div className="verify__layout">
            <form className="verify__form" onSubmit={(event) => event.preventDefault()}>
              <div className="field">
                <label className="field__label" htmlFor="verify-game">
                  {t('verify.game')}
                </label>
                <select
                  id="verify-game"
                  className="field__input"
                  value={form.gameId}
                  onChange={(event) => update({ gameId: event.target.value })}
                >
                  {HOUSE_GAMES.map((game) => (
                    <option key={game.gameId} value={game.gameId}>
                      {game.names[language]}
                    </option>
                  ))}
                </select>
              </div>
              <TextField
                id="verify-server-seed"
                label={t('fairness.serverSeed')}
                value={form.serverSeed}
                onChange={(serverSeed) => update({ serverSeed })}
              />
              <TextField
                id="verify-client-seed"
                label={t('fairness.clientSeed')}
                value={form.clientSeed}
                onChange={(clientSeed) => update({ clientSeed })}
              />
              <TextField
                id="verify-nonce"
                label={t('fairness.nonce')}
                value={form.nonce}
                inputMode="numeric"
                onChange={(nonce) => update({ nonce })}
              />
              {kind === 'DICE' && (
                <>
                  <TextField
                    id="verify-target"
                    label={t('dice.target')}
                    value={form.diceTarget}
                    inputMode="decimal"
                    onChange={(diceTarget) => update({ diceTarget })}
                  />
                  <div className="segmented" role="group" aria-label={t('dice.directionLabel')}>
                    {(['under', 'over'] as const).map((direction) => (
                      <button
                        key={direction}
                        type="button"
                        className="segmented__option"
                        aria-pressed={form.diceDirection === direction}
                        onClick={() => update({ diceDirection: direction })}
                      >
                        {t(`dice.rollDirection.${direction}`)}
                      </button>
                    ))}
                  </div>
                </>
              )}
              {kind === 'MINES' && (
                <div className="field">
                  <label className="field__label" htmlFor="verify-mines">
                    {t('mines.count')}
                  </label>
                  <select
                    id="verify-mines"
                    className="field__input"
                    value={form.mines}
                    onChange={(event) => update({ mines: event.target.value })}
                  >
                    {MINES_OPTIONS.map((count) => (
                      <option key={count} value={String(count)}>
                        {count}
                      </option>
                    ))}
                  </select>
                </div>
              )}
            </form>
            <section className="verify__result" aria-live="polite">
              <h2 className="section-title">{t('verify.resultTitle')}</h2>
              {answer.hash !== null && (
                <>
                  <SeedValue label={t('verify.hash')} value={answer.hash} />
                  <p className="field__hint">{t('verify.hashHint')}</p>
                </>
              )}
              {answer.ok ? (
                <div data-testid="round-result">
                  <OutcomeView gameId={form.gameId} parsed={answer.parsed} stake={null} />
                </div>
              ) : (
                <p className="muted" data-testid="round-result">
                  {t(`verify.problem.${answer.problem}`)}
                </p>
              )}
            </section>
          </div>
        </>
      )}
    </main>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputMode?: 'text' | 'numeric' | 'decimal';
}

function TextField({ id, label, value, onChange, inputMode = 'text' }: TextFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input seed-input"
        value={value}
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
