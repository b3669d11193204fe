import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@platform/ui/cx.ts';
import { BellIcon } from '@platform/ui/icons.tsx';
import { Spinner } from '@platform/ui/spinner.tsx';
import { useNotifications } from '../api/get-notifications.ts';
import { useReadNotifications } from '../api/read-notifications.ts';
import { useNotificationText } from './notification-text.ts';

/**
 * The header's bell: the unread count of the wallet notices, and a panel with the latest ones.
 * Opening it marks them read.
 */
export function NoticeBell() {
  const { t } = useTranslation();
  const notifications = useNotifications({ enabled: true });
  const {
    mutate: markRead,
    reset: resetMarkRead,
    isPending: isMarking,
    isError: hasMarkFailed,
  } = useReadNotifications();
  const notificationText = useNotificationText();
  const [isOpen, setOpen] = useState(false);
  // The notices that were unread when the panel opened stay highlighted while it is open.
  const [highlighted, setHighlighted] = useState<ReadonlySet<number>>(new Set());
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const unreadCount = notifications.data?.unreadCount ?? 0;

  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);

  // Seen while open: a notice that arrives meanwhile is marked read too (once; a failure waits for the next opening).
  useEffect(() => {
    if (isOpen && unreadCount > 0 && !isMarking && !hasMarkFailed) markRead();
  }, [isOpen, unreadCount, isMarking, hasMarkFailed, markRead]);

  const list = notifications.data?.list ?? [];
  const toggle = () => {
    if (isOpen) {
      setOpen(false);
      return;
    }
    resetMarkRead();
    setHighlighted(new Set(list.filter((notification) => !notification.read).map(({ id }) => id)));
    setOpen(true);
  };
  return (
    <div className="notice-bell" ref={rootRef}>
      <button
        type="button"
        ref={triggerRef}
        className="notice-bell__trigger"
        aria-label={t('notifications.bell', { count: unreadCount })}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
      >
        <BellIcon />
        {unreadCount > 0 && (
          <span className="notice-bell__badge" aria-hidden="true">
            {unreadCount > 99 ? '99+' : unreadCount}
          </span>
        )}
      </button>
      {isOpen && (
        <section className="notice-bell__panel" id={panelId} aria-label={t('notifications.title')}>
          <h2 className="notice-bell__title">{t('notifications.title')}</h2>
          {notifications.data === undefined ? (
            notifications.isError ? (
              <p className="notice-bell__empty">{t('errors.loadFailed')}</p>
            ) : (
              <Spinner label={t('common.loading')} />
            )
          ) : list.length === 0 ? (
            <p className="notice-bell__empty">{t('notifications.empty')}</p>
          ) : (
            <ul className="notice-bell__list">
              {list.map((notification) => (
                <li
                  key={notification.id}
                  className={cx(
                    'notice-bell__item',
                    (!notification.read || highlighted.has(notification.id)) && 'notice-bell__item--unread',
                  )}
                >
                  <p className="notice-bell__text">{notificationText(notification)}</p>
                  <p className="notice-bell__meta">
                    <span>{notification.createdAt}</span>
                    <span>{notification.orderNo}</span>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
