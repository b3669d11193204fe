import { settingsEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { createSettingResource } from './setting-resource.ts';

const { get, put } = settingsEndpoints.register;

/** `/console-api/settings/register`: the rules of each registration field. */
export const { useSetting: useRegisterSetting, useUpdateSetting: useUpdateRegisterSetting } =
  createSettingResource('register', {
    getSetting: () => call(get),
    putSetting: (value) => call(put, { body: value }),
  });
