import { z } from 'zod';
import { helpArticleInputSchema, type HelpArticleAdmin } from '@platform/contract';
import { fieldPlacer, NO_TEXT, toNumber, type TextValues } from '../lib/content-values.ts';

/** The help article form as typed: the order as text. */
export interface HelpArticleFormValues {
  slug: string;
  title: TextValues;
  content: TextValues;
  sortOrder: string;
  enabled: boolean;
}

export const EMPTY_HELP_ARTICLE: HelpArticleFormValues = {
  slug: '',
  title: NO_TEXT,
  content: NO_TEXT,
  sortOrder: '0',
  enabled: true,
};

export const toHelpArticleValues = (article: HelpArticleAdmin): HelpArticleFormValues => ({
  slug: article.slug,
  title: article.title,
  content: article.content,
  sortOrder: String(article.sortOrder),
  enabled: article.enabled,
});

/** The contract's article rules over the typed values; errors land on the form's own paths. */
export const helpArticleFormSchema = z.preprocess((values) => {
  const typed = values as HelpArticleFormValues;
  return { ...typed, sortOrder: toNumber(typed.sortOrder) };
}, helpArticleInputSchema) as unknown as z.ZodType<
  z.output<typeof helpArticleInputSchema>,
  HelpArticleFormValues
>;

export const placeHelpArticleField = fieldPlacer(['slug', 'sortOrder'] as const);
