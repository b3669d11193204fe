import { useTranslation } from 'react-i18next';
import { ScrollIcon } from '@platform/ui/icons.tsx';
import { FeedbackForm } from '../../features/messages/components/feedback-form.tsx';
import { FeedbackList } from '../../features/messages/components/feedback-list.tsx';
import { FeedbackIcon } from '../../features/messages/components/message-icons.tsx';

/** `/member/feedback` (spec: feedback/complaints): a question or complaint, and the answers so far. */
export function FeedbackRoute() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('memberMessages.feedback.title')}</h1>
        <p className="page__subtitle">{t('memberMessages.feedback.lead')}</p>
      </header>
      <div className="page__columns">
        <section className="card" aria-labelledby="feedback-form-title">
          <h2 className="card__title" id="feedback-form-title">
            <FeedbackIcon />
            {t('memberMessages.feedback.formTitle')}
          </h2>
          <FeedbackForm />
        </section>
        <section className="card" aria-labelledby="feedback-list-title">
          <h2 className="card__title" id="feedback-list-title">
            <ScrollIcon />
            {t('memberMessages.feedback.listTitle')}
          </h2>
          <FeedbackList />
        </section>
      </div>
    </div>
  );
}
