import { settingsEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { createSettingResource } from './setting-resource.ts';

const { get, put } = settingsEndpoints.status;

/** `/console-api/settings/status`: normal, maintenance or restricted, the texts, the region rules. */
export const { useSetting: useStatusSetting, useUpdateSetting: useUpdateStatusSetting } =
  createSettingResource('status', {
    getSetting: () => call(get),
    putSetting: (value) => call(put, { body: value }),
  });
