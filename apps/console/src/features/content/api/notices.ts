import { contentAdminEndpoints, type PlayerNoticeInput } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { createContentResource } from './content-resource.ts';

const endpoints = contentAdminEndpoints.notices;

/** `/console-api/content/notices`: the player notices, the marquee's among them. */
export const notices = createContentResource('notices', {
  getList: () => call(endpoints.list),
  createItem: (input: PlayerNoticeInput) => call(endpoints.create, { body: input }),
  updateItem: ({ id, input }) => call(endpoints.update, { params: { id }, body: input }),
  deleteItem: (id) => call(endpoints.remove, { params: { id } }),
});
