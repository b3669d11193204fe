import { helpArticleAdminSchema, type HelpArticleAdmin, type HelpArticleInput } from '@platform/contract';
import { createContentResource } from './content-resource.ts';

/** `/console-api/content/help`: the help centre's articles in both languages. */
export const helpArticles = createContentResource<HelpArticleAdmin, HelpArticleInput>(
  'help',
  helpArticleAdminSchema,
);
