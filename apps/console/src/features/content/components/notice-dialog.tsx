import { useTranslation } from 'react-i18next';
import { nativeLanguageName, SUPPORTED_LANGUAGES, type PlayerNoticeAdmin } from '@platform/contract';
import { useEntryForm } from '../../../shared/lib/form.ts';
import { Checkbox, TextAreaField, TextField } from '@platform/ui/field.tsx';
import { notices } from '../api/notices.ts';
import { ContentDialog } from './content-dialog.tsx';
import { PublishFields, ScheduleFields } from './content-fields.tsx';
import type { EntryDialogProps } from './content-list-page.tsx';
import { EMPTY_NOTICE, noticeFormSchema, placeNoticeField, toNoticeValues } from './notice-form-values.ts';

/** A player notice: title and plain text in each language, whether it scrolls in the marquee, order and schedule. */
export function NoticeDialog({ row, onClose, onSaved }: EntryDialogProps<PlayerNoticeAdmin>) {
  const { t } = useTranslation();
  const save = notices.useSave(row?.id);
  const { form, onSubmit } = useEntryForm({
    schema: noticeFormSchema,
    defaultValues: row === undefined ? EMPTY_NOTICE : toNoticeValues(row),
    save,
    onSaved,
    placeField: placeNoticeField,
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <ContentDialog
      title={row === undefined ? t('content.notices.createTitle') : t('content.notices.editTitle')}
      submitLabel={row === undefined ? t('content.actions.create') : t('content.actions.save')}
      isSubmitting={isSubmitting}
      error={errors.root?.server?.message}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <div className="language-grid">
        {SUPPORTED_LANGUAGES.map((language) => (
          <fieldset key={language} className="language-grid__column" lang={language.toLowerCase()}>
            <legend className="language-grid__legend">{nativeLanguageName(language)}</legend>
            <TextField
              label={t(`content.fields.title${language}`)}
              isRequired
              maxLength={100}
              error={errors.title?.[language]?.message}
              {...form.register(`title.${language}`)}
            />
            <TextAreaField
              label={t(`content.notices.content${language}`)}
              isRequired
              rows={4}
              maxLength={2000}
              hint={t('content.notices.contentHint')}
              error={errors.content?.[language]?.message}
              {...form.register(`content.${language}`)}
            />
          </fieldset>
        ))}
      </div>
      <div>
        <Checkbox isSwitch label={t('content.notices.marquee')} {...form.register('marquee')} />
        <p className="field__hint">{t('content.notices.marqueeHint')}</p>
      </div>
      <PublishFields
        sortOrder={form.register('sortOrder')}
        enabled={form.register('enabled')}
        sortOrderError={errors.sortOrder?.message}
      />
      <ScheduleFields
        start={form.register('startsAt')}
        end={form.register('endsAt')}
        startError={errors.startsAt?.message}
        endError={errors.endsAt?.message}
      />
    </ContentDialog>
  );
}
