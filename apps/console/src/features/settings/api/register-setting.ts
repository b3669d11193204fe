import { registerConfigSchema } from '@platform/contract';
import { createSettingResource } from './setting-resource.ts';

/** `/console-api/settings/register`: the rules of each registration field. */
export const { useSetting: useRegisterSetting, useUpdateSetting: useUpdateRegisterSetting } =
  createSettingResource('register', registerConfigSchema);
