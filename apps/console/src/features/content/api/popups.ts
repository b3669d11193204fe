import { contentAdminEndpoints, type PopupInput } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { createContentResource } from './content-resource.ts';

const endpoints = contentAdminEndpoints.popups;

/** `/console-api/content/popups`: the public popups of every audience. */
export const popups = createContentResource('popups', {
  getList: () => call(endpoints.list),
  createItem: (input: PopupInput) => call(endpoints.create, { body: input }),
  updateItem: ({ id, input }) => call(endpoints.update, { params: { id }, body: input }),
  deleteItem: (id) => call(endpoints.remove, { params: { id } }),
});
