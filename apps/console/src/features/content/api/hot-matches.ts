import { hotMatchAdminSchema, type HotMatchAdmin, type HotMatchInput } from '@platform/contract';
import { createContentResource } from './content-resource.ts';

/** `/console-api/content/hot-matches`: the home page's hot sports matches. */
export const hotMatches = createContentResource<HotMatchAdmin, HotMatchInput>(
  'hot-matches',
  hotMatchAdminSchema,
);
