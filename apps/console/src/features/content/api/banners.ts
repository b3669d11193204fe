import { contentAdminEndpoints, type BannerInput } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { createContentResource } from './content-resource.ts';

const endpoints = contentAdminEndpoints.banners;

/** `/console-api/content/banners`: every banner of every group. */
export const banners = createContentResource('banners', {
  getList: () => call(endpoints.list),
  createItem: (input: BannerInput) => call(endpoints.create, { body: input }),
  updateItem: ({ id, input }) => call(endpoints.update, { params: { id }, body: input }),
  deleteItem: (id) => call(endpoints.remove, { params: { id } }),
});
