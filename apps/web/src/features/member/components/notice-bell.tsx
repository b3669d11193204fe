import { useTranslation } from 'react-i18next';
import { BellIcon } from '@platform/ui/icons.tsx';

/** Unread inbox messages; the inbox itself arrives with the messages issue. */
export function NoticeBell({ unreadCount }: { unreadCount: number }) {
  const { t } = useTranslation();
  return (
    <span className="notice-bell" role="img" aria-label={t('member.unreadMessages', { count: unreadCount })}>
      <BellIcon />
      {unreadCount > 0 && (
        <span className="notice-bell__badge" aria-hidden="true">
          {unreadCount > 99 ? '99+' : unreadCount}
        </span>
      )}
    </span>
  );
}
