import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveHosts } from '../api/get-live-hosts.ts';
import { ChatIcon } from './live-icons.tsx';
import { HostCard } from './host-card.tsx';

/** The live hosts section; absent while it loads and when the operator has none switched on. */
export function LiveHosts() {
  const { t } = useTranslation();
  const titleId = useId();
  const hosts = useLiveHosts();
  const list = hosts.data ?? [];
  if (list.length === 0) return null;
  return (
    <section className="live-section" aria-labelledby={titleId}>
      <header className="live-section__header">
        <h2 id={titleId} className="live-section__title">
          <ChatIcon className="live-section__icon" />
          {t('live.hosts.title')}
        </h2>
        <span className="live-section__meta">{t('live.hosts.lead')}</span>
      </header>
      <div className="live-hosts">
        {list.map((host) => (
          <HostCard key={host.id} host={host} />
        ))}
      </div>
    </section>
  );
}
