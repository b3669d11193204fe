import { domainsSettingSchema } from '@platform/contract';
import { createSettingResource } from './setting-resource.ts';

/** `/console-api/settings/domains`: the mirror domains and the main one. */
export const { useSetting: useDomainsSetting, useUpdateSetting: useUpdateDomainsSetting } =
  createSettingResource('domains', domainsSettingSchema);
