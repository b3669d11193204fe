import { settingsEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { createSettingResource } from './setting-resource.ts';

const { get, put } = settingsEndpoints.site;

/** `/console-api/settings/site`: name, languages, currency, time zone, customer service. */
export const { useSetting: useSiteSetting, useUpdateSetting: useUpdateSiteSetting } = createSettingResource(
  'site',
  {
    getSetting: () => call(get),
    putSetting: (value) => call(put, { body: value }),
  },
);
