import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '@platform/contract';
import { cx } from '@platform/ui/cx.ts';
import { CheckIcon, ChevronDownIcon } from '@platform/ui/icons.tsx';
import { Spinner } from '@platform/ui/spinner.tsx';
import { errorText } from '../../../shared/lib/api-client.ts';
import { showToast } from '../../../shared/lib/toast.ts';
import { Badge } from '@platform/ui/badge.tsx';
import { Button } from '@platform/ui/button.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { useInbox } from '../api/get-inbox.ts';
import { useInboxUnread } from '../api/get-inbox-unread.ts';
import { useReadInbox } from '../api/read-inbox.ts';
import { INBOX_KIND_KEYS } from './feedback-types.ts';
import './messages.css';

interface InboxItemProps {
  message: InboxMessage;
  isOpen: boolean;
  onToggle: () => void;
}

function InboxItem({ message, isOpen, onToggle }: InboxItemProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  return (
    <li className={cx('message-list__item', !message.read && 'message-list__item--unread')}>
      <button
        type="button"
        className="inbox-item__toggle"
        aria-expanded={isOpen}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        <span className="inbox-item__marker" aria-hidden="true" />
        <span className="inbox-item__summary">
          <span className="inbox-item__title">
            {!message.read && <span className="visually-hidden">{t('memberMessages.inbox.unread')} </span>}
            {message.title}
          </span>
          <span className="inbox-item__meta">
            <Badge tone={message.kind === 'FEEDBACK_REPLY' ? 'info' : 'neutral'}>
              {t(INBOX_KIND_KEYS[message.kind])}
            </Badge>
            <time className="message-list__time">{message.createdAt}</time>
          </span>
        </span>
        <ChevronDownIcon className="inbox-item__chevron" width={18} height={18} />
      </button>
      <div id={bodyId} className="inbox-item__body" hidden={!isOpen}>
        <p className="message-list__body">{message.content}</p>
      </div>
    </li>
  );
}

/** The member's messages (spec: messageV2): opening one marks it read; all can be marked at once. */
export function InboxList() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const inbox = useInbox(pageNum);
  const unread = useInboxUnread().data?.count ?? 0;
  const read = useReadInbox();

  const markRead = (ids: { ids: number[] } | { all: true }) =>
    read.mutate(ids, { onError: (error) => showToast(errorText(error, t), 'danger') });

  const toggle = (message: InboxMessage) => {
    const isOpening = openId !== message.id;
    setOpenId(isOpening ? message.id : null);
    if (isOpening && !message.read) markRead({ ids: [message.id] });
  };

  let body;
  if (inbox.isError) body = <p className="card__note">{t('errors.loadFailed')}</p>;
  else if (inbox.data === undefined) body = <Spinner label={t('common.loading')} />;
  else if (inbox.data.list.length === 0)
    body = <p className="card__note">{t('memberMessages.inbox.none')}</p>;
  else {
    body = (
      <>
        <ul className="message-list" aria-label={t('memberMessages.inbox.title')}>
          {inbox.data.list.map((message) => (
            <InboxItem
              key={message.id}
              message={message}
              isOpen={openId === message.id}
              onToggle={() => toggle(message)}
            />
          ))}
        </ul>
        {inbox.data.totalPages > 1 && (
          <Pagination
            pageNum={pageNum}
            total={inbox.data.total}
            totalPages={inbox.data.totalPages}
            onChange={setPageNum}
          />
        )}
      </>
    );
  }

  return (
    <div className="inbox">
      <div className="inbox__bar">
        <p className="inbox__count" role="status">
          {t('memberMessages.inbox.unreadCount', { count: unread })}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={unread === 0}
          isBusy={read.isPending}
          onClick={() => markRead({ all: true })}
        >
          <CheckIcon width={16} height={16} />
          {t('memberMessages.inbox.markAll')}
        </Button>
      </div>
      {body}
    </div>
  );
}
