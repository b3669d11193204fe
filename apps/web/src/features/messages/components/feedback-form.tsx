import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  FEEDBACK_TYPES,
  countFeedbackWords,
  feedbackRequestSchema,
  validationText,
  type ContentSetting,
  type Language,
} from '@platform/contract';
import { SelectField, TextAreaField } from '@platform/ui/field.tsx';
import { ClockIcon } from '@platform/ui/icons.tsx';
import { cx } from '@platform/ui/cx.ts';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { applyServerErrors, contractText, useContractResolver } from '../../../shared/lib/form.ts';
import { showToast } from '../../../shared/lib/toast.ts';
import { Button } from '@platform/ui/button.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useSubmitFeedback } from '../api/submit-feedback.ts';
import { FEEDBACK_TYPE_KEYS } from './feedback-types.ts';

type WordLimits = ContentSetting['feedbackWords'];

interface FeedbackValues {
  questionType: string;
  content: string;
}

const EMPTY: FeedbackValues = { questionType: '', content: '' };
const FIELDS = ['questionType', 'content'] as const;

/** The gateway's checks: a chosen type, and content within the operator's word limits. */
const buildFeedbackSchema = (limits: WordLimits, language: Language) =>
  feedbackRequestSchema.extend({
    // The select starts on its empty "choose" option.
    questionType: z
      .string()
      .pipe(z.enum(FEEDBACK_TYPES, { error: () => validationText('required', language) })),
    content: feedbackRequestSchema.shape.content.refine(
      (content) => {
        const words = countFeedbackWords(content);
        return words >= limits.min && words <= limits.max;
      },
      { message: contractText('feedbackWords', language, limits) },
    ),
  });

/** Feedback and complaints (spec section 3): a question type and the content, answered within 24 hours. */
export function FeedbackForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const limits = useSiteConfig().content.feedbackWords;
  const submit = useSubmitFeedback();
  const schema = useMemo(() => buildFeedbackSchema(limits, language), [limits, language]);
  const form = useForm<FeedbackValues, unknown, z.output<typeof schema>>({
    resolver: useContractResolver(schema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const words = countFeedbackWords(useWatch({ control: form.control, name: 'content' }));
  const isWithinLimits = words >= limits.min && words <= limits.max;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit.mutateAsync(values);
      form.reset(EMPTY);
      showToast(t('memberMessages.feedback.sent'), 'success');
    } catch (error) {
      // The typed text stays: only the messages are added.
      applyServerErrors(form, error, t, FIELDS);
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Notice tone="info" icon={<ClockIcon />} isAnnounced={false}>
        {t('memberMessages.feedback.promise')}
      </Notice>
      <FormAlert message={errors.root?.server?.message} />
      <SelectField
        label={t('memberMessages.feedback.type')}
        options={[
          { value: '', label: t('memberMessages.feedback.choose') },
          ...FEEDBACK_TYPES.map((type) => ({ value: type, label: t(FEEDBACK_TYPE_KEYS[type]) })),
        ]}
        error={errors.questionType?.message}
        isRequired
        {...form.register('questionType')}
      />
      <div className="feedback-form__content">
        <TextAreaField
          label={t('memberMessages.feedback.content')}
          rows={7}
          maxLength={feedbackRequestSchema.shape.content.maxLength ?? undefined}
          hint={t('memberMessages.feedback.hint', limits)}
          error={errors.content?.message}
          isRequired
          {...form.register('content')}
        />
        <p className={cx('feedback-form__count', !isWithinLimits && 'feedback-form__count--out')}>
          {t('memberMessages.feedback.wordCount', { count: words, max: limits.max })}
        </p>
      </div>
      <Button type="submit" size="lg" isBlock isBusy={isSubmitting}>
        {t('memberMessages.feedback.submit')}
      </Button>
    </form>
  );
}
