import { useTranslation } from 'react-i18next';
import { useInboxUnread } from '../api/get-inbox-unread.ts';
import './messages.css';

/** The inbox's unread count beside its menu entry; nothing when every message is read. */
export function InboxUnreadBadge() {
  const { t } = useTranslation();
  const count = useInboxUnread().data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span className="unread-badge">
      {count > 99 ? '99+' : count}
      <span className="visually-hidden"> {t('memberMessages.inbox.unreadSuffix')}</span>
    </span>
  );
}
