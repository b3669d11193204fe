import { useTranslation } from 'react-i18next';
import { AnnouncementsPanel } from '../../features/notices/components/announcements-dialog.tsx';

/** Nothing holds the panel here: a link out of it simply leaves the page. */
const stay = () => undefined;

/**
 * `/agentHome/agentAnnouncement` (spec: agentAnnouncement): the announcements an agent reads, those
 * for everyone and those the operator addressed to agents (the server picks them by the session).
 */
export function AgentAnnouncementsRoute() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('agentCentre.announcements.title')}</h1>
        <p className="page__subtitle">{t('agentCentre.announcements.lead')}</p>
      </header>
      <section className="card" aria-label={t('agentCentre.announcements.title')}>
        <AnnouncementsPanel onClose={stay} />
      </section>
    </div>
  );
}
