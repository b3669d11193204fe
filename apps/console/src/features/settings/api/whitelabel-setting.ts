import { settingsEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { createSettingResource } from './setting-resource.ts';

const { get, put } = settingsEndpoints.whitelabel;

/** `/console-api/settings/whitelabel`: the module switch tree. */
export const { useSetting: useWhitelabelSetting, useUpdateSetting: useUpdateWhitelabelSetting } =
  createSettingResource('whitelabel', {
    getSetting: () => call(get),
    putSetting: (value) => call(put, { body: value }),
  });
