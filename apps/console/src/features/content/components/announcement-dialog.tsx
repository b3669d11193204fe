import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_AUDIENCES, PROMOTION_TYPES, type AnnouncementAdmin } from '@platform/contract';
import { useEntryForm } from '../../../shared/lib/form.ts';
import { SelectField } from '@platform/ui/field.tsx';
import { announcements } from '../api/announcements.ts';
import {
  announcementFormSchema,
  EMPTY_ANNOUNCEMENT,
  placeAnnouncementField,
  toAnnouncementValues,
} from './announcement-form-values.ts';
import { ContentDialog } from './content-dialog.tsx';
import { PublishFields } from './content-fields.tsx';
import type { EntryDialogProps } from './content-list-page.tsx';
import { LocalizedHtmlFields } from './localized-html-fields.tsx';

/**
 * An announcement: title and HTML content in each language, who it is for (everyone, members or
 * agents), and an optional promotion type (its popup then offers the reward centre). The server
 * sanitises the HTML before storing it.
 */
export function AnnouncementDialog({ row, onClose, onSaved }: EntryDialogProps<AnnouncementAdmin>) {
  const { t } = useTranslation();
  const save = announcements.useSave(row?.id);
  const { form, onSubmit } = useEntryForm({
    schema: announcementFormSchema,
    defaultValues: row === undefined ? EMPTY_ANNOUNCEMENT : toAnnouncementValues(row),
    save,
    onSaved,
    placeField: placeAnnouncementField,
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <ContentDialog
      title={
        row === undefined ? t('content.announcements.createTitle') : t('content.announcements.editTitle')
      }
      submitLabel={row === undefined ? t('content.actions.create') : t('content.actions.save')}
      isSubmitting={isSubmitting}
      error={errors.root?.server?.message}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <LocalizedHtmlFields control={form.control} errors={errors} idPrefix="announcement-content" />
      <SelectField
        label={t('content.announcements.audience')}
        hint={t('content.announcements.audienceHint')}
        error={errors.audience?.message}
        options={ANNOUNCEMENT_AUDIENCES.map((audience) => ({
          value: audience,
          label: t(`content.announcements.audiences.${audience}`),
        }))}
        {...form.register('audience')}
      />
      <SelectField
        label={t('content.announcements.promotionType')}
        hint={t('content.announcements.promotionHint')}
        error={errors.promotionType?.message}
        options={[
          { value: '', label: t('content.announcements.promotionNone') },
          ...PROMOTION_TYPES.map((type) => ({
            value: type,
            label: t(`content.announcements.promotionTypes.${type}`),
          })),
        ]}
        {...form.register('promotionType')}
      />
      <PublishFields
        sortOrder={form.register('sortOrder')}
        enabled={form.register('enabled')}
        sortOrderError={errors.sortOrder?.message}
      />
    </ContentDialog>
  );
}
