import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HELP_SLUGS, type HelpArticleAdmin } from '@platform/contract';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { TextField } from '@platform/ui/field.tsx';
import { helpArticles } from '../api/help-articles.ts';
import { ContentDialog } from './content-dialog.tsx';
import { PublishFields } from './content-fields.tsx';
import type { EntryDialogProps } from './content-list-page.tsx';
import {
  EMPTY_HELP_ARTICLE,
  helpArticleFormSchema,
  placeHelpArticleField,
  toHelpArticleValues,
} from './help-article-form-values.ts';
import { LocalizedHtmlFields } from './localized-html-fields.tsx';

/**
 * A help article: its key (the product links `term` and `licence`), its title and HTML content in
 * each language, its place in the list and whether members see it. The server sanitises the HTML.
 */
export function HelpArticleDialog({ row, onClose, onSaved }: EntryDialogProps<HelpArticleAdmin>) {
  const { t } = useTranslation();
  const save = helpArticles.useSave(row?.id);
  const form = useForm({
    resolver: useContractResolver(helpArticleFormSchema),
    defaultValues: row === undefined ? EMPTY_HELP_ARTICLE : toHelpArticleValues(row),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      onSaved(await save(input));
    } catch (error) {
      // A taken key is a problem of the key input alone.
      if (error instanceof ApiError && error.errorCode === 'help_slug_taken') {
        form.setError('slug', { type: 'server', message: error.message });
        return;
      }
      applyServerErrors(form, error, t, placeHelpArticleField);
    }
  });

  return (
    <ContentDialog
      title={row === undefined ? t('help.createTitle') : t('help.editTitle', { slug: row.slug })}
      submitLabel={row === undefined ? t('help.create') : t('content.actions.save')}
      isSubmitting={isSubmitting}
      error={errors.root?.server?.message}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <TextField
        label={t('help.slug')}
        isRequired
        autoCapitalize="off"
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        className="field--mono"
        hint={t('help.slugHint', { terms: HELP_SLUGS.TERMS, licence: HELP_SLUGS.LICENCE })}
        error={errors.slug?.message}
        {...form.register('slug')}
      />
      <LocalizedHtmlFields control={form.control} errors={errors} idPrefix="help-content" />
      <PublishFields
        sortOrder={form.register('sortOrder')}
        enabled={form.register('enabled')}
        sortOrderError={errors.sortOrder?.message}
      />
    </ContentDialog>
  );
}
