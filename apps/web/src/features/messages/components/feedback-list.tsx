import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@platform/ui/badge.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { Spinner } from '@platform/ui/spinner.tsx';
import { useFeedback } from '../api/get-feedback.ts';
import { FEEDBACK_STATUS, FEEDBACK_TYPE_KEYS } from './feedback-types.ts';
import './messages.css';

/** The member's own submissions, newest first, each with its state and the operator's reply. */
export function FeedbackList() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const feedback = useFeedback(pageNum);

  if (feedback.isError) return <p className="card__note">{t('errors.loadFailed')}</p>;
  if (feedback.data === undefined) return <Spinner label={t('common.loading')} />;
  if (feedback.data.list.length === 0)
    return <p className="card__note">{t('memberMessages.feedback.none')}</p>;

  return (
    <>
      <ul className="message-list" aria-label={t('memberMessages.feedback.listTitle')}>
        {feedback.data.list.map((item) => {
          const status = FEEDBACK_STATUS[item.status];
          return (
            <li key={item.id} className="message-list__item">
              <article className="feedback-entry" aria-label={t(FEEDBACK_TYPE_KEYS[item.questionType])}>
                <div className="feedback-entry__head">
                  <span className="feedback-entry__type">{t(FEEDBACK_TYPE_KEYS[item.questionType])}</span>
                  <Badge tone={status.tone}>{t(status.key)}</Badge>
                  <time className="message-list__time">{item.createdAt}</time>
                </div>
                <p className="message-list__body">{item.content}</p>
                {item.reply !== null && (
                  <div className="feedback-entry__reply">
                    <p className="feedback-entry__reply-title">
                      {t('memberMessages.feedback.reply')}
                      {item.repliedAt !== null && (
                        <time className="message-list__time">{item.repliedAt}</time>
                      )}
                    </p>
                    <p className="message-list__body">{item.reply}</p>
                  </div>
                )}
              </article>
            </li>
          );
        })}
      </ul>
      {feedback.data.totalPages > 1 && (
        <Pagination
          pageNum={pageNum}
          total={feedback.data.total}
          totalPages={feedback.data.totalPages}
          onChange={setPageNum}
        />
      )}
    </>
  );
}
