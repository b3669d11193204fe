import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { POPUP_AUDIENCES, type PopupAdmin } from '@platform/contract';
import { useEntryForm } from '../../../shared/lib/form.ts';
import { ChoiceGroup, Radio } from '@platform/ui/field.tsx';
import { popups } from '../api/popups.ts';
import { ContentDialog } from './content-dialog.tsx';
import { LinkageFields, PublishFields, ScheduleFields } from './content-fields.tsx';
import type { EntryDialogProps } from './content-list-page.tsx';
import { ImageUploadField } from './image-upload-field.tsx';
import { LocalizedHtmlFields } from './localized-html-fields.tsx';
import { EMPTY_POPUP, placePopupField, popupFormSchema, toPopupValues } from './popup-form-values.ts';

/**
 * A public popup: who sees it (logged in, logged out, first login), its title and HTML content in
 * each language, an optional image, what a click opens, order and schedule.
 */
export function PopupDialog({ row, onClose, onSaved }: EntryDialogProps<PopupAdmin>) {
  const { t } = useTranslation();
  const save = popups.useSave(row?.id);
  const { form, onSubmit } = useEntryForm({
    schema: popupFormSchema,
    defaultValues: row === undefined ? EMPTY_POPUP : toPopupValues(row),
    save,
    onSaved,
    placeField: placePopupField,
  });
  const { errors, isSubmitting } = form.formState;
  const linkageType = useWatch({ control: form.control, name: 'linkageType' });

  return (
    <ContentDialog
      title={row === undefined ? t('content.popups.createTitle') : t('content.popups.editTitle')}
      submitLabel={row === undefined ? t('content.actions.create') : t('content.actions.save')}
      isSubmitting={isSubmitting}
      error={errors.root?.server?.message}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <ChoiceGroup legend={t('content.popups.audience')} error={errors.audience?.message}>
        {POPUP_AUDIENCES.map((audience) => (
          <Radio
            key={audience}
            value={audience}
            label={t(`content.popups.audiences.${audience}`)}
            description={t(`content.popups.audienceHints.${audience}`)}
            {...form.register('audience')}
          />
        ))}
      </ChoiceGroup>
      <LocalizedHtmlFields control={form.control} errors={errors} idPrefix="popup-content" />
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ImageUploadField
            label={t('content.popups.image')}
            value={field.value}
            onChange={field.onChange}
            error={errors.imageUrl?.message}
          />
        )}
      />
      <LinkageFields
        linkageType={linkageType}
        linkage={form.register('linkageType')}
        url={form.register('url')}
        linkageError={errors.linkageType?.message}
        urlError={errors.url?.message}
      />
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
