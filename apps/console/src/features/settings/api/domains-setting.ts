import { settingsEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { createSettingResource } from './setting-resource.ts';

const { get, put } = settingsEndpoints.domains;

/** `/console-api/settings/domains`: the mirror domains and the main one. */
export const { useSetting: useDomainsSetting, useUpdateSetting: useUpdateDomainsSetting } =
  createSettingResource('domains', {
    getSetting: () => call(get),
    putSetting: (value) => call(put, { body: value }),
  });
