import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DISPLAY_LANGUAGES,
  HOST_STATUSES,
  nativeLanguageName,
  SUPPORTED_LANGUAGES,
  type LiveHostAdmin,
} from '@platform/contract';
import { useEntryForm } from '../../../shared/lib/form.ts';
import { Checkbox, ChoiceGroup, SelectField, TextField } from '@platform/ui/field.tsx';
import { liveHosts } from '../api/live-hosts.ts';
import { ContentDialog } from './content-dialog.tsx';
import { PublishFields } from './content-fields.tsx';
import type { EntryDialogProps } from './content-list-page.tsx';
import { ImageUploadField } from './image-upload-field.tsx';
import {
  EMPTY_LIVE_HOST,
  liveHostFormSchema,
  placeLiveHostField,
  toLiveHostValues,
} from './live-host-form-values.ts';
import './live-host-dialog.css';

/**
 * A live host of the member site's live lobby: the name in each language, the picture, the status
 * members see, the languages spoken and the https chat link opened in the customer-service window.
 */
export function LiveHostDialog({ row, onClose, onSaved }: EntryDialogProps<LiveHostAdmin>) {
  const { t } = useTranslation();
  const save = liveHosts.useSave(row?.id);
  const { form, onSubmit } = useEntryForm({
    schema: liveHostFormSchema,
    defaultValues: row === undefined ? EMPTY_LIVE_HOST : toLiveHostValues(row),
    save,
    onSaved,
    placeField: placeLiveHostField,
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <ContentDialog
      title={row === undefined ? t('liveHosts.createTitle') : t('liveHosts.editTitle')}
      submitLabel={row === undefined ? t('liveHosts.create') : t('content.actions.save')}
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
              label={t('liveHosts.nameIn', { language: t(`languageNames.${language}`) })}
              isRequired
              maxLength={40}
              error={errors.name?.[language]?.message}
              {...form.register(`name.${language}`)}
            />
          </fieldset>
        ))}
      </div>
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ImageUploadField
            label={t('liveHosts.picture')}
            value={field.value}
            onChange={field.onChange}
            error={errors.imageUrl?.message}
          />
        )}
      />
      <div className="grid grid--pair">
        <SelectField
          label={t('liveHosts.status')}
          hint={t('liveHosts.statusHint')}
          error={errors.status?.message}
          options={HOST_STATUSES.map((status) => ({
            value: status,
            label: t(`liveHosts.statuses.${status}`),
          }))}
          {...form.register('status')}
        />
        <TextField
          label={t('liveHosts.chatUrl')}
          isRequired
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={500}
          hint={t('liveHosts.chatUrlHint')}
          error={errors.chatUrl?.message}
          {...form.register('chatUrl')}
        />
      </div>
      <ChoiceGroup
        legend={t('liveHosts.languages')}
        error={errors.languages?.message}
        className="live-host-languages"
      >
        {DISPLAY_LANGUAGES.map(({ code, nativeName }) => (
          <Checkbox key={code} label={nativeName} value={code} {...form.register('languages')} />
        ))}
      </ChoiceGroup>
      <PublishFields
        sortOrder={form.register('sortOrder')}
        enabled={form.register('enabled')}
        sortOrderError={errors.sortOrder?.message}
      />
    </ContentDialog>
  );
}
