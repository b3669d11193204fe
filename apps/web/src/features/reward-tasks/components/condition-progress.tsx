import { useTranslation } from 'react-i18next';
import type { ConditionProgress as Progress } from '@platform/contract';

const AMOUNTS = new Set(['DEPOSIT_AMOUNT', 'VALID_BET']);

/** One condition as `{actual}/{required}` with a bar: how far the member is. */
export function ConditionProgress({ progress }: { progress: Progress }) {
  const { t } = useTranslation();
  const actual = Number(progress.actual);
  const required = Number(progress.required);
  const share = required > 0 ? Math.min(100, Math.max(0, (actual / required) * 100)) : 100;
  const label = t(`rewardTasks.conditions.${progress.condition}`, { count: required });
  const format = (value: number) =>
    AMOUNTS.has(progress.condition) || progress.condition === 'PROFIT_MULTIPLIER'
      ? value.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
      : String(value);
  return (
    <div className={`task-progress${progress.met ? ' task-progress--met' : ''}`}>
      <div className="task-progress__head">
        <span>{label}</span>
        <span className="task-progress__figures">
          {format(actual)} / {format(required)}
        </span>
      </div>
      <div
        className="task-progress__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share)}
      >
        <span style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}
