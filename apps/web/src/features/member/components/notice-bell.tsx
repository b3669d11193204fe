import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@platform/ui/cx.ts';
import { BellIcon } from '@platform/ui/icons.tsx';
import { Spinner } from '@platform/ui/spinner.tsx';
import { useNotifications } from '../api/get-notifications.ts';
import { useReadNotifications } from '../api/read-notifications.ts';
import { useNotificationText } from './notification-text.ts';
import './notice-bell.css';

const TABS = ['notifications', 'notices'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL_KEYS = { notifications: 'shell.bell.notifications', notices: 'shell.bell.notices' } as const;

interface NoticeBellProps {
  /** The site's player notices, shown under the second tab (composed by the app from its own feature). */
  notices: ReactNode;
}

/**
 * The header's bell: the unread count of the wallet notices, and a panel with two tabs, the
 * latest wallet notices (opening them marks them read) and the site's player notices.
 */
export function NoticeBell({ notices }: NoticeBellProps) {
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
  const [tab, setTab] = useState<Tab>('notifications');
  // The notices that were unread when the panel opened stay highlighted while it is open.
  const [highlighted, setHighlighted] = useState<ReadonlySet<number>>(new Set());
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const tabsId = useId();
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
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
  const isShowingNotifications = isOpen && tab === 'notifications';
  useEffect(() => {
    if (isShowingNotifications && unreadCount > 0 && !isMarking && !hasMarkFailed) markRead();
  }, [isShowingNotifications, unreadCount, isMarking, hasMarkFailed, markRead]);

  const list = notifications.data?.list ?? [];
  const toggle = () => {
    if (isOpen) {
      setOpen(false);
      return;
    }
    resetMarkRead();
    setHighlighted(new Set(list.filter((notification) => !notification.read).map(({ id }) => id)));
    setTab('notifications');
    setOpen(true);
  };

  // The tabs pattern: arrow keys, Home and End move between the tabs and show the one reached.
  const moveTab = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab);
    const targets: Partial<Record<string, Tab>> = {
      ArrowRight: TABS[(index + 1) % TABS.length],
      ArrowLeft: TABS[(index - 1 + TABS.length) % TABS.length],
      Home: TABS[0],
      End: TABS[TABS.length - 1],
    };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const notificationsPanel =
    notifications.data === undefined ? (
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
    );
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
          <div className="notice-bell__tabs" role="tablist" aria-label={t('shell.bell.tabs')}>
            {TABS.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                ref={(element) => {
                  tabRefs.current[name] = element;
                }}
                id={`${tabsId}-${name}`}
                className={cx('notice-bell__tab', name === tab && 'notice-bell__tab--active')}
                aria-selected={name === tab}
                aria-controls={name === tab ? `${tabsId}-panel` : undefined}
                tabIndex={name === tab ? 0 : -1}
                onClick={() => setTab(name)}
                onKeyDown={moveTab}
              >
                {t(TAB_LABEL_KEYS[name])}
              </button>
            ))}
          </div>
          <div
            className="notice-bell__tabpanel"
            role="tabpanel"
            id={`${tabsId}-panel`}
            aria-labelledby={`${tabsId}-${tab}`}
          >
            {tab === 'notifications' ? notificationsPanel : notices}
          </div>
        </section>
      )}
    </div>
  );
}
