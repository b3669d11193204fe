import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { nativeLanguageName, SUPPORTED_LANGUAGES, type HotMatchAdmin } from '@platform/contract';
import { useEntryForm } from '../../../shared/lib/form.ts';
import { localZone } from '../../../shared/lib/local-time.ts';
import { TextField } from '@platform/ui/field.tsx';
import { hotMatches } from '../api/hot-matches.ts';
import { ContentDialog } from './content-dialog.tsx';
import { PublishFields } from './content-fields.tsx';
import type { EntryDialogProps } from './content-list-page.tsx';
import {
  EMPTY_HOT_MATCH,
  hotMatchFormSchema,
  placeHotMatchField,
  toHotMatchValues,
} from './hot-match-form-values.ts';
import { ImageUploadField } from './image-upload-field.tsx';

const SIDES = ['home', 'away'] as const;

/**
 * A hot match of the home carousel: league and team names in each language, the teams' images,
 * the kick-off in the staff member's local time and the money-line odds.
 */
export function HotMatchDialog({ row, onClose, onSaved }: EntryDialogProps<HotMatchAdmin>) {
  const { t } = useTranslation();
  const save = hotMatches.useSave(row?.id);
  const { form, onSubmit } = useEntryForm({
    schema: hotMatchFormSchema,
    defaultValues: row === undefined ? EMPTY_HOT_MATCH : toHotMatchValues(row),
    save,
    onSaved,
    placeField: placeHotMatchField,
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <ContentDialog
      title={row === undefined ? t('hotMatches.createTitle') : t('hotMatches.editTitle')}
      submitLabel={row === undefined ? t('hotMatches.create') : t('content.actions.save')}
      isSubmitting={isSubmitting}
      error={errors.root?.server?.message}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <TextField
        label={t('hotMatches.matchTime')}
        type="datetime-local"
        isRequired
        hint={t('hotMatches.matchTimeHint', { zone: localZone() })}
        error={errors.matchTime?.message}
        {...form.register('matchTime')}
      />
      <div className="language-grid">
        {SUPPORTED_LANGUAGES.map((language) => {
          const name = t(`languageNames.${language}`);
          return (
            <fieldset key={language} className="language-grid__column" lang={language.toLowerCase()}>
              <legend className="language-grid__legend">{nativeLanguageName(language)}</legend>
              <TextField
                label={t('hotMatches.leagueIn', { language: name })}
                isRequired
                maxLength={80}
                error={errors.league?.[language]?.message}
                {...form.register(`league.${language}`)}
              />
              <TextField
                label={t('hotMatches.homeTeamIn', { language: name })}
                isRequired
                maxLength={80}
                error={errors.homeTeam?.[language]?.message}
                {...form.register(`homeTeam.${language}`)}
              />
              <TextField
                label={t('hotMatches.awayTeamIn', { language: name })}
                isRequired
                maxLength={80}
                error={errors.awayTeam?.[language]?.message}
                {...form.register(`awayTeam.${language}`)}
              />
            </fieldset>
          );
        })}
      </div>
      <div className="language-grid">
        {SIDES.map((side) => (
          <fieldset key={side} className="language-grid__column">
            <legend className="language-grid__legend">{t(`hotMatches.${side}`)}</legend>
            <Controller
              control={form.control}
              name={`${side}TeamImage`}
              render={({ field }) => (
                <ImageUploadField
                  label={t(`hotMatches.${side}Image`)}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors[`${side}TeamImage`]?.message}
                />
              )}
            />
            <TextField
              label={t(`hotMatches.${side}Odds`)}
              inputMode="decimal"
              autoComplete="off"
              isRequired
              maxLength={6}
              hint={t('hotMatches.oddsHint')}
              error={errors[`${side}TeamOdds`]?.message}
              {...form.register(`${side}TeamOdds`)}
            />
          </fieldset>
        ))}
      </div>
      <PublishFields
        sortOrder={form.register('sortOrder')}
        enabled={form.register('enabled')}
        sortOrderError={errors.sortOrder?.message}
      />
    </ContentDialog>
  );
}
