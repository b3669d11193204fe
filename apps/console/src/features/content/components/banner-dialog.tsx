import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BANNER_GROUPS,
  BANNER_HEADLINE_MAX,
  BANNER_SUBLINE_MAX,
  SUPPORTED_LANGUAGES,
  type BannerAdmin,
} from '@platform/contract';
import { useEntryForm } from '../../../shared/lib/form.ts';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { banners } from '../api/banners.ts';
import { bannerFormSchema, EMPTY_BANNER, placeBannerField, toBannerValues } from './banner-form-values.ts';
import { ContentDialog } from './content-dialog.tsx';
import { LinkageFields, PublishFields, ScheduleFields } from './content-fields.tsx';
import type { EntryDialogProps } from './content-list-page.tsx';
import { ImageUploadField } from './image-upload-field.tsx';

/**
 * A banner: where it shows, its image and alternative text in each language, the headline and
 * second line drawn over the art in each language, what a click opens, its order and schedule. A refused save keeps everything typed.
 */
export function BannerDialog({ row, onClose, onSaved }: EntryDialogProps<BannerAdmin>) {
  const { t } = useTranslation();
  const save = banners.useSave(row?.id);
  const { form, onSubmit } = useEntryForm({
    schema: bannerFormSchema,
    defaultValues: row === undefined ? EMPTY_BANNER : toBannerValues(row),
    save,
    onSaved,
    placeField: placeBannerField,
  });
  const { errors, isSubmitting } = form.formState;
  const linkageType = useWatch({ control: form.control, name: 'linkageType' });

  return (
    <ContentDialog
      title={row === undefined ? t('content.banners.createTitle') : t('content.banners.editTitle')}
      submitLabel={row === undefined ? t('content.actions.create') : t('content.actions.save')}
      isSubmitting={isSubmitting}
      error={errors.root?.server?.message}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <SelectField
        label={t('content.banners.group')}
        error={errors.groupName?.message}
        options={BANNER_GROUPS.map((group) => ({
          value: group,
          label: t(`content.banners.groups.${group}`),
        }))}
        {...form.register('groupName')}
      />
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ImageUploadField
            label={t('content.fields.image')}
            value={field.value}
            onChange={field.onChange}
            error={errors.imageUrl?.message}
          />
        )}
      />
      <div className="grid grid--pair">
        {SUPPORTED_LANGUAGES.map((language) => (
          <TextField
            key={language}
            label={t(`content.fields.title${language}`)}
            lang={language.toLowerCase()}
            isRequired
            maxLength={100}
            hint={t('content.banners.titleHint')}
            error={errors.title?.[language]?.message}
            {...form.register(`title.${language}`)}
          />
        ))}
      </div>
      <div className="grid grid--pair">
        {SUPPORTED_LANGUAGES.map((language) => (
          <TextField
            key={language}
            label={t(`content.banners.headline${language}`)}
            lang={language.toLowerCase()}
            maxLength={BANNER_HEADLINE_MAX}
            hint={t('content.banners.headlineHint')}
            error={errors.headline?.[language]?.message}
            {...form.register(`headline.${language}`)}
          />
        ))}
        {SUPPORTED_LANGUAGES.map((language) => (
          <TextField
            key={language}
            label={t(`content.banners.subline${language}`)}
            lang={language.toLowerCase()}
            maxLength={BANNER_SUBLINE_MAX}
            error={
              errors.subline?.[language]?.message ?? (language === 'JA' ? errors.subline?.message : undefined)
            }
            {...form.register(`subline.${language}`)}
          />
        ))}
      </div>
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
