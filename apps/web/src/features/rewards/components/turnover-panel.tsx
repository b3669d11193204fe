import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES, type TurnoverRequirement } from '@platform/contract';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { Badge } from '@platform/ui/badge.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { useTurnover } from '../api/rewards.ts';
import './rewards.css';

/** Per mille of the requirement met, for the bar (0 when nothing is required). */
const progressOf = (requirement: TurnoverRequirement) => {
  const required = Number(requirement.required);
  return required > 0 ? Math.min(1, Number(requirement.counted) / required) : 1;
};

/** The products that count and their weights ("Slots 100%, Live 50%"). */
function Products({ requirement }: { requirement: TurnoverRequirement }) {
  const { t } = useTranslation();
  const entries = GAME_CATEGORIES.flatMap((category) => {
    const weight = requirement.weights[category] ?? 0;
    return weight > 0 ? [[category, weight] as const] : [];
  });
  return (
    <p className="turnover__products">
      {t('rewardCentre.turnover.products')}{' '}
      {entries
        .map(([category, weight]) => `${t(`rewardCentre.category.${category}`)} ${weight / 100}%`)
        .join(' · ')}
    </p>
  );
}

/** One requirement: its bonus, the bar of actual against required, and the products that count. */
export function TurnoverItem({ requirement }: { requirement: TurnoverRequirement }) {
  const { t } = useTranslation();
  const progress = progressOf(requirement);
  return (
    <li className="turnover__item">
      <div className="turnover__head">
        <span className="turnover__title">{requirement.title}</span>
        <Badge tone={requirement.status === 'ACTIVE' ? 'warning' : 'neutral'}>
          {t(`rewardCentre.turnover.status.${requirement.status}`)}
        </Badge>
      </div>
      <div
        className="turnover__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.floor(progress * 100)}
        aria-label={t('rewardCentre.turnover.progress')}
      >
        <span className="turnover__fill" style={{ width: `${progress * 100}%` }} />
      </div>
      <p className="turnover__figures">
        <Money amount={requirement.counted} /> / <Money amount={requirement.required} />
        <span className="turnover__bonus">
          {t('rewardCentre.turnover.bonus')} <Money amount={requirement.bonus} /> ×{' '}
          {requirement.multiple / 100}
        </span>
      </p>
      <Products requirement={requirement} />
    </li>
  );
}

/**
 * The bonus turnover: what can be withdrawn now and each requirement's progress. `activeOnly` (the
 * withdrawal page) shows it only while a requirement holds a bonus back.
 */
export function TurnoverPanel({ activeOnly = false }: { activeOnly?: boolean }) {
  const { t } = useTranslation();
  const turnover = useTurnover();
  if (turnover.data === undefined) {
    if (activeOnly) return null;
    return (
      <PageStatus
        error={turnover.error}
        message={t('errors.loadFailed')}
        onRetry={() => void turnover.refetch()}
      />
    );
  }
  const list = activeOnly
    ? turnover.data.list.filter((requirement) => requirement.status === 'ACTIVE')
    : turnover.data.list;
  if (activeOnly && list.length === 0) return null;
  return (
    <div className="turnover" data-testid="turnover-panel">
      <dl className="turnover__summary">
        <div>
          <dt>{t('rewardCentre.turnover.withdrawable')}</dt>
          <dd data-testid="turnover-withdrawable">
            <Money amount={turnover.data.withdrawable} />
          </dd>
        </div>
        <div>
          <dt>{t('rewardCentre.turnover.locked')}</dt>
          <dd>
            <Money amount={turnover.data.locked} />
          </dd>
        </div>
      </dl>
      {list.length === 0 ? (
        <p className="empty-state__title">{t('rewardCentre.turnover.none')}</p>
      ) : (
        <ul className="turnover__list">
          {list.map((requirement) => (
            <TurnoverItem key={requirement.id} requirement={requirement} />
          ))}
        </ul>
      )}
    </div>
  );
}
