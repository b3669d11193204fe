import { siteSettingSchema } from '@platform/contract';
import { createSettingResource } from './setting-resource.ts';

/** `/console-api/settings/site`: name, languages, currency, time zone, customer service. */
export const { useSetting: useSiteSetting, useUpdateSetting: useUpdateSiteSetting } = createSettingResource(
  'site',
  siteSettingSchema,
);
