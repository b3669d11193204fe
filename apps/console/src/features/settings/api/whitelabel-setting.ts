import { whitelabelSchema } from '@platform/contract';
import { createSettingResource } from './setting-resource.ts';

/** `/console-api/settings/whitelabel`: the module switch tree. */
export const { useSetting: useWhitelabelSetting, useUpdateSetting: useUpdateWhitelabelSetting } =
  createSettingResource('whitelabel', whitelabelSchema);
