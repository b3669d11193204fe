import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/amount.ts';

interface TopBarProps {
  gameName: string;
  balance: string;
  currency: string;
  lastWin: string | null;
  isDemo: boolean;
  /** Null where the game has no rounds of its own to list or verify (the lottery has its orders and draws). */
  onHistory: (() => void) | null;
  onFairness: (() => void) | null;
}

export function TopBar({ gameName, balance, currency, lastWin, isDemo, onHistory, onFairness }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <header className="topbar">
      <div className="topbar__title">
        <h1 className="topbar__name">{gameName}</h1>
        {isDemo && <span className="badge badge--demo">{t('shell.demo')}</span>}
      </div>
      <dl className="topbar__figures">
        <div className="figure">
          <dt className="figure__label">{t('shell.balance')}</dt>
          <dd className="figure__value">
            <span data-testid="balance" data-value={balance}>
              {formatMoney(balance)}
            </span>{' '}
            <span className="figure__unit">{currency}</span>
          </dd>
        </div>
        <div className="figure">
          <dt className="figure__label">{t('shell.lastWin')}</dt>
          <dd className="figure__value figure__value--win">
            <span data-testid="last-win" data-value={lastWin ?? ''}>
              {lastWin === null ? t('shell.noWin') : formatMoney(lastWin)}
            </span>
          </dd>
        </div>
      </dl>
      {onHistory !== null && onFairness !== null && (
        <nav className="topbar__actions" aria-label={t('shell.menu')}>
          <button type="button" className="button button--ghost" onClick={onHistory}>
            {t('shell.history')}
          </button>
          <button type="button" className="button button--ghost" onClick={onFairness}>
            {t('shell.fairness')}
          </button>
        </nav>
      )}
    </header>
  );
}
