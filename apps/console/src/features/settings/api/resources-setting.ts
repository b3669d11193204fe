import { settingsEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { createSettingResource } from './setting-resource.ts';

const { get, put } = settingsEndpoints.resources;

/** `/console-api/settings/resources`: logo and favicon, analytics tag, CDNs, single wallet. */
export const { useSetting: useResourcesSetting, useUpdateSetting: useUpdateResourcesSetting } =
  createSettingResource('resources', {
    getSetting: () => call(get),
    putSetting: (value) => call(put, { body: value }),
  });
