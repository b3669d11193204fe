import { settingsEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { createSettingResource } from './setting-resource.ts';

const { get, put } = settingsEndpoints.profile;

/** `/console-api/settings/profile`: the security centre's profile fields, the birthday age and the login checks. */
export const { useSetting: useProfileSetting, useUpdateSetting: useUpdateProfileSetting } =
  createSettingResource('profile', {
    getSetting: () => call(get),
    putSetting: (value) => call(put, { body: value }),
  });
