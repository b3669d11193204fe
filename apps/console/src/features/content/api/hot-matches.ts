import { contentAdminEndpoints, type HotMatchInput } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { createContentResource } from './content-resource.ts';

const endpoints = contentAdminEndpoints.hotMatches;

/** `/console-api/content/hot-matches`: the home page's hot sports matches. */
export const hotMatches = createContentResource('hot-matches', {
  getList: () => call(endpoints.list),
  createItem: (input: HotMatchInput) => call(endpoints.create, { body: input }),
  updateItem: ({ id, input }) => call(endpoints.update, { params: { id }, body: input }),
  deleteItem: (id) => call(endpoints.remove, { params: { id } }),
});
