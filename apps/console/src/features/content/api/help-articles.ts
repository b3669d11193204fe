import { contentAdminEndpoints, type HelpArticleInput } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { createContentResource } from './content-resource.ts';

const endpoints = contentAdminEndpoints.help;

/** `/console-api/content/help`: the help centre's articles in both languages. */
export const helpArticles = createContentResource('help', {
  getList: () => call(endpoints.list),
  createItem: (input: HelpArticleInput) => call(endpoints.create, { body: input }),
  updateItem: ({ id, input }) => call(endpoints.update, { params: { id }, body: input }),
  deleteItem: (id) => call(endpoints.remove, { params: { id } }),
});
