import { contentAdminEndpoints, type LiveHostInput } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { createContentResource } from './content-resource.ts';

const endpoints = contentAdminEndpoints.liveHosts;

/** `/console-api/content/live-hosts`: the live lobby's hosts and their chat links. */
export const liveHosts = createContentResource('live-hosts', {
  getList: () => call(endpoints.list),
  createItem: (input: LiveHostInput) => call(endpoints.create, { body: input }),
  updateItem: ({ id, input }) => call(endpoints.update, { params: { id }, body: input }),
  deleteItem: (id) => call(endpoints.remove, { params: { id } }),
});
