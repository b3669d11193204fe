import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '@platform/ui/icons.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { paths } from '../../shared/config/paths.ts';
import { useMemberInfo } from '../../features/member/api/get-member-info.ts';
import { AgentSummary } from '../../features/agent/components/agent-summary.tsx';
import { useAgentMenuEntries } from '../layouts/agent-menu.tsx';
import './agent-home.css';

/**
 * `/agentHome`: where an agent lands after signing in. It stays a page of its own rather than
 * sending on to team overview: the agent's account and balance at a glance, then every page of the
 * menu with a line on what it holds, one tap away on a phone where the menu is a drawer.
 */
export function AgentHomeRoute() {
  const { t } = useTranslation();
  const info = useMemberInfo();
  const entries = useAgentMenuEntries();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('agentCentre.home.title')}</h1>
        {info.data !== undefined && (
          <p className="page__subtitle">
            {t('home.greeting', { name: info.data.nickname ?? info.data.account })}
          </p>
        )}
      </header>
      {info.data === undefined ? (
        <PageStatus error={info.error} message={t('errors.loadFailed')} onRetry={() => void info.refetch()} />
      ) : (
        <div className="agent-home">
          <AgentSummary info={info.data} />
          <section className="agent-home__shortcuts" aria-labelledby="agent-shortcuts-title">
            <h2 className="visually-hidden" id="agent-shortcuts-title">
              {t('agentCentre.home.shortcuts')}
            </h2>
            <ul className="agent-home__grid">
              {entries.map(({ key, page, icon: Icon }) => (
                <li key={key}>
                  <Link className="agent-home__link" to={paths.agentHome.getHref(page)}>
                    <span className="agent-home__icon">
                      <Icon />
                    </span>
                    <span className="agent-home__text">
                      <span className="agent-home__title">{t(`agentCentre.menu.${key}`)}</span>
                      <span className="agent-home__body">{t(`agentCentre.home.links.${key}`)}</span>
                    </span>
                    <ChevronRightIcon className="agent-home__chevron" width={18} height={18} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </div>
  );
}
