import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { nativeLanguageName, SUPPORTED_LANGUAGES } from '@platform/contract';
import { TextField } from '@platform/ui/field.tsx';
import type { TextValues } from '../lib/content-values.ts';
import { HtmlEditor } from './html-editor.tsx';

/** The part of a form these fields fill: a title and an HTML content in each language. */
interface LocalizedHtmlValues {
  title: TextValues;
  content: TextValues;
}

interface LocalizedHtmlFieldsProps<Values extends LocalizedHtmlValues, Output> {
  control: Control<Values, unknown, Output>;
  errors: FieldErrors<LocalizedHtmlValues>;
  /** The id prefix of the editors (`<prefix>-JA`, `<prefix>-EN`). */
  idPrefix: string;
}

/** One block per language: the title, then the HTML editor of the content (announcements and popups). */
export function LocalizedHtmlFields<Values extends LocalizedHtmlValues, Output>({
  control,
  errors,
  idPrefix,
}: LocalizedHtmlFieldsProps<Values, Output>) {
  const { t } = useTranslation();
  // The fields' paths exist in every form these fields serve; react-hook-form cannot see that through the generic.
  const fields = control as unknown as Control<LocalizedHtmlValues>;
  return (
    <div className="content-languages">
      {SUPPORTED_LANGUAGES.map((language) => (
        <fieldset key={language} className="language-grid__column" lang={language.toLowerCase()}>
          <legend className="language-grid__legend">{nativeLanguageName(language)}</legend>
          <Controller
            control={fields}
            name={`title.${language}`}
            render={({ field }) => (
              <TextField
                label={t(`content.fields.title${language}`)}
                isRequired
                maxLength={100}
                error={errors.title?.[language]?.message}
                {...field}
              />
            )}
          />
          <Controller
            control={fields}
            name={`content.${language}`}
            render={({ field }) => (
              <HtmlEditor
                id={`${idPrefix}-${language}`}
                label={t(`content.fields.content${language}`)}
                value={field.value}
                onChange={field.onChange}
                error={errors.content?.[language]?.message}
              />
            )}
          />
        </fieldset>
      ))}
    </div>
  );
}
