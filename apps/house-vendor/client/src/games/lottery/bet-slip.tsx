import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalToMinor, formatAmount } from '../../../../src/api/amounts.ts';
import type { LotteryInfo } from '../../../../src/api/schemas.ts';
import type { LotteryBetType, LotteryGame } from '../../../../src/engine/lottery/games.ts';
import { usePlaceLotteryOrder } from '../../api/lottery.ts';
import { checkStake, formatMinor, formatMoney, limitsToMinor } from '../../lib/amount.ts';
import { useHouse } from '../../lib/house-context.ts';
import { newRequestId } from '../../lib/request-id.ts';
import { useAction } from '../../lib/use-action.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import { StakeInput } from '../../ui/stake-input.tsx';
import { useLotteryText } from './lottery-text.ts';
import {
  emptyPicks,
  pickerRows,
  quickPick,
  readNumber,
  slipTotal,
  togglePick,
  type PickerRow,
  type Picks,
} from './slip.ts';

interface Placed {
  count: number;
  amount: string;
  first: string;
  last: string;
}

/** The bet slip: bet type, number pickers, stake per unit, follow, the cost, and placing. */
export function BetSlip({ game, info }: { game: LotteryGame; info: LotteryInfo }) {
  const { t } = useTranslation();
  const text = useLotteryText();
  const errorText = useErrorText();
  const { view } = useHouse();
  const types = info.betTypes.map((entry) => entry.type as LotteryBetType);
  const [type, setType] = useState<LotteryBetType>(types[0]!);
  const setting = info.betTypes.find((entry) => entry.type === type)!;
  // The operator sets a unit's stake range per bet type.
  const limits = limitsToMinor(setting.limits);
  const [picks, setPicks] = useState<Picks>(() => emptyPicks(game, types[0]!));
  const [stake, setStake] = useState(() => formatAmount(limits.min));
  const [follows, setFollows] = useState(false);
  const [draws, setDraws] = useState(3);
  const [stopOnWin, setStopOnWin] = useState(true);
  const [placed, setPlaced] = useState<Placed | null>(null);
  const place = usePlaceLotteryOrder();
  const action = useAction();
  const followId = useId();

  const rows = pickerRows(game, type);
  const { odds } = setting;
  const drawCount = follows ? draws : 1;
  const stakeMinor = checkStake(stake, limits) === null ? (decimalToMinor(stake.trim()) ?? 0n) : 0n;
  const total = slipTotal(game, type, picks, stakeMinor, drawCount);
  const canPlace = total.units > 0 && stakeMinor > 0n && !action.isBusy;

  const chooseType = (next: LotteryBetType) => {
    setType(next);
    setPicks(emptyPicks(game, next));
    setPlaced(null);
  };
  const change = (next: Picks) => {
    setPicks(next);
    setPlaced(null);
  };

  const submit = async () => {
    if (!canPlace) return;
    const result = await action.run(() =>
      place.mutateAsync({
        requestId: newRequestId(),
        gameId: game.gameId,
        bet: { type, picks },
        stakePerUnit: stake.trim(),
        ...(follows ? { follow: { draws, stopOnWin } } : {}),
      }),
    );
    if (result === null) return;
    const amount = result.orders.reduce((sum, order) => sum + (decimalToMinor(order.amount) ?? 0n), 0n);
    setPlaced({
      count: result.orders.length,
      amount: formatAmount(amount),
      first: result.orders[0]?.drawNo ?? '',
      last: result.orders.at(-1)?.drawNo ?? '',
    });
    setPicks(emptyPicks(game, type));
  };

  return (
    <section className="slip" aria-label={t('lottery.slip.title')}>
      <div className="slip__types" role="tablist" aria-label={t('lottery.slip.betType')}>
        {types.map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            className="slip__type"
            aria-selected={option === type}
            onClick={() => chooseType(option)}
          >
            {text.typeName(option)}
          </button>
        ))}
      </div>
      <p className="slip__help">
        {t(`lottery.betType.${type}.help`)}{' '}
        <span className="slip__odds">{t('lottery.slip.odds', { odds })}</span>
      </p>
      <div className="slip__pickers">
        {rows.map((row, index) => (
          <Picker
            key={`${type}-${index}`}
            row={row}
            picked={picks[index] ?? []}
            onToggle={(option) =>
              change(togglePick(picks, index, option, row.kind === 'options' ? row.options : undefined))
            }
            onClear={() => change(picks.map((current, at) => (at === index ? [] : current)))}
          />
        ))}
      </div>
      <div className="button-row">
        <button type="button" className="button button--ghost" onClick={() => change(quickPick(game, type))}>
          {t('lottery.slip.quickPick')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => change(emptyPicks(game, type))}>
          {t('lottery.slip.clear')}
        </button>
      </div>
      <StakeInput
        value={stake}
        onChange={setStake}
        limits={limits}
        currency={view.player.currency}
        disabled={action.isBusy}
      />
      <p className="field__hint">{t('lottery.slip.stakeHint')}</p>
      <div className="slip__follow">
        <label className="check">
          <input type="checkbox" checked={follows} onChange={(event) => setFollows(event.target.checked)} />
          <span>{t('lottery.slip.follow')}</span>
        </label>
        {follows && (
          <>
            <div className="slip__follow-draws">
              <label htmlFor={followId}>{t('lottery.slip.followDraws')}</label>
              <select
                id={followId}
                className="field__input"
                value={draws}
                onChange={(event) => setDraws(Number(event.target.value))}
              >
                {Array.from({ length: info.maxFollowDraws }, (_, index) => index + 1).map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            </div>
            <label className="check">
              <input
                type="checkbox"
                checked={stopOnWin}
                onChange={(event) => setStopOnWin(event.target.checked)}
              />
              <span>{t('lottery.slip.stopOnWin')}</span>
            </label>
          </>
        )}
      </div>
      <dl className="slip__total">
        <div className="figure">
          <dt className="figure__label">{t('lottery.slip.units')}</dt>
          <dd className="figure__value" data-testid="slip-units">
            {total.units}
          </dd>
        </div>
        <div className="figure">
          <dt className="figure__label">{t('lottery.slip.draws')}</dt>
          <dd className="figure__value">{drawCount}</dd>
        </div>
        <div className="figure">
          <dt className="figure__label">{t('lottery.slip.cost')}</dt>
          <dd className="figure__value">
            <span data-testid="slip-cost" data-value={formatAmount(total.cost)}>
              {formatMinor(total.cost)}
            </span>{' '}
            <span className="figure__unit">{view.player.currency}</span>
          </dd>
        </div>
      </dl>
      {total.tooMany && (
        <p className="field__error" role="alert">
          {t('errors.too_many_units')}
        </p>
      )}
      <button
        type="button"
        className="button button--primary button--play"
        disabled={!canPlace}
        onClick={() => void submit()}
      >
        {action.isBusy ? t('common.sending') : t('lottery.slip.place')}
      </button>
      {action.error !== null && (
        <p className="field__error" role="alert">
          {errorText(action.error)}
        </p>
      )}
      {placed !== null && (
        <p className="slip__placed" role="status">
          {t('lottery.slip.placed', {
            count: placed.count,
            amount: formatMoney(placed.amount),
            currency: view.player.currency,
            draws: placed.first === placed.last ? placed.first : `${placed.first} – ${placed.last}`,
          })}
        </p>
      )}
    </section>
  );
}

interface PickerProps {
  row: PickerRow;
  picked: readonly string[];
  onToggle: (option: string) => void;
  onClear: () => void;
}

/** One picker row: balls (digits), buttons (big/small, odd/even), a 00–99 grid, or typed numbers. */
function Picker({ row, picked, onToggle, onClear }: PickerProps) {
  const { t } = useTranslation();
  const text = useLotteryText();
  const label = text.rowLabel(row.label);
  const [typed, setTyped] = useState('');
  const [isInvalid, setInvalid] = useState(false);

  if (row.kind === 'numbers') {
    const add = () => {
      const number = readNumber(typed, row.digits);
      setInvalid(number === null);
      if (number === null) return;
      if (!picked.includes(number)) onToggle(number);
      setTyped('');
    };
    return (
      <fieldset className="picker">
        <legend className="picker__label">{label}</legend>
        <div className="picker__entry">
          <input
            className="field__input"
            inputMode="numeric"
            maxLength={row.digits}
            value={typed}
            aria-label={label}
            aria-invalid={isInvalid}
            placeholder={'0'.repeat(row.digits)}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') add();
            }}
          />
          <button type="button" className="button button--ghost" onClick={add}>
            {t('lottery.picker.add')}
          </button>
        </div>
        {isInvalid && <p className="field__error">{t('lottery.picker.invalid', { digits: row.digits })}</p>}
        <div className="picker__chips">
          {picked.map((number) => (
            <button
              key={number}
              type="button"
              className="picker__chip"
              aria-label={t('lottery.picker.remove', { number })}
              onClick={() => onToggle(number)}
            >
              {number} ×
            </button>
          ))}
        </div>
      </fieldset>
    );
  }

  const isGrid = row.options.length > 10;
  const isBalls = row.options.length === 10;
  return (
    <fieldset className="picker">
      <legend className="picker__label">
        {label}
        {picked.length > 0 && (
          <button type="button" className="picker__clear" onClick={onClear}>
            {t('lottery.slip.clear')}
          </button>
        )}
      </legend>
      <div className={isGrid ? 'picker__grid' : isBalls ? 'picker__balls' : 'picker__sides'}>
        {row.options.map((option) => (
          <button
            key={option}
            type="button"
            className={isBalls ? 'ball-pick' : isGrid ? 'grid-pick' : 'chip-button'}
            aria-pressed={picked.includes(option)}
            aria-label={`${label} ${text.option(option)}`}
            onClick={() => onToggle(option)}
          >
            {text.option(option)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
