import { contentAdminEndpoints, type AnnouncementInput } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { createContentResource } from './content-resource.ts';

const endpoints = contentAdminEndpoints.announcements;

/** `/console-api/content/announcements`: the announcements popup's entries. */
export const announcements = createContentResource('announcements', {
  getList: () => call(endpoints.list),
  createItem: (input: AnnouncementInput) => call(endpoints.create, { body: input }),
  updateItem: ({ id, input }) => call(endpoints.update, { params: { id }, body: input }),
  deleteItem: (id) => call(endpoints.remove, { params: { id } }),
});
