import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { feedbackReplySchema, type FeedbackAdmin } from '@platform/contract';
import { useCan } from '../../../shared/api/get-me.ts';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { TextAreaField } from '@platform/ui/field.tsx';
import { useReplyFeedback } from '../api/reply-feedback.ts';
import { FeedbackStatusBadge } from './feedback-status.tsx';
import './feedback-dialog.css';

const REPLY_MAX = 2000;

interface FeedbackDialogProps {
  feedback: FeedbackAdmin;
  onClose: () => void;
  onReplied: (feedback: FeedbackAdmin) => void;
  /** Another staff member replied first: the page says so and shows the row as it is now. */
  onConflict: () => void;
}

/**
 * One submission in full. Open feedback takes a reply (to the member's inbox) from staff who may
 * write; replied feedback shows the reply, who sent it and when.
 */
export function FeedbackDialog({ feedback, onClose, onReplied, onConflict }: FeedbackDialogProps) {
  const { t } = useTranslation();
  const canWrite = useCan('feedback.write');
  const reply = useReplyFeedback();
  const form = useForm({
    resolver: useContractResolver(feedbackReplySchema),
    defaultValues: { reply: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const isOpen = feedback.status === 'OPEN';

  const onSubmit = form.handleSubmit(async (value) => {
    try {
      onReplied(await reply.mutateAsync({ id: feedback.id, reply: value.reply }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        onConflict();
        return;
      }
      applyServerErrors(form, error, t, (key) => (key === 'reply' ? 'reply' : undefined));
    }
  });

  const rows = [
    { label: t('feedback.account'), value: feedback.account },
    {
      label: t('feedback.questionType'),
      value: t(`feedbackTypes.${feedback.questionType}`),
    },
    { label: t('feedback.submittedAt'), value: feedback.createdAt },
    { label: t('feedback.status'), value: <FeedbackStatusBadge status={feedback.status} /> },
  ];

  return (
    <Dialog
      title={t('feedback.dialogTitle', { account: feedback.account })}
      size="lg"
      onClose={onClose}
      isDismissible={!isSubmitting}
    >
      <div className="form">
        <dl className="details details--columns">
          {rows.map((row) => (
            <div key={row.label} className="details__row">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        <section className="feedback-message" aria-label={t('feedback.content')}>
          <h3 className="feedback-message__title">{t('feedback.content')}</h3>
          <p className="pre-wrap">{feedback.content}</p>
        </section>
        {feedback.reply !== null && (
          <section className="feedback-message feedback-message--reply" aria-label={t('feedback.reply')}>
            <h3 className="feedback-message__title">{t('feedback.reply')}</h3>
            <p className="pre-wrap">{feedback.reply}</p>
            <p className="muted">
              {t('feedback.repliedBy', {
                by: feedback.repliedBy ?? '—',
                at: feedback.repliedAt ?? '—',
              })}
            </p>
          </section>
        )}
        {isOpen && !canWrite && <Notice tone="info">{t('feedback.readOnly')}</Notice>}
        {isOpen && canWrite ? (
          <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
            <FormAlert message={errors.root?.server?.message} />
            <TextAreaField
              label={t('feedback.replyLabel')}
              hint={t('feedback.replyHint', { max: REPLY_MAX })}
              rows={6}
              maxLength={REPLY_MAX}
              isRequired
              error={errors.reply?.message}
              {...form.register('reply')}
            />
            <div className="dialog__actions">
              <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" isBusy={isSubmitting}>
                {t('feedback.send')}
              </Button>
            </div>
          </form>
        ) : (
          <div className="dialog__actions">
            <Button variant="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
