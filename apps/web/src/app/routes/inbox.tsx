import { useTranslation } from 'react-i18next';
import { InboxList } from '../../features/messages/components/inbox-list.tsx';

/** `/member/messageV2` (spec: messageV2): the member's inbox, replies to feedback among them. */
export function InboxRoute() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('memberMessages.inbox.title')}</h1>
        <p className="page__subtitle">{t('memberMessages.inbox.lead')}</p>
      </header>
      <section className="card">
        <InboxList />
      </section>
    </div>
  );
}
