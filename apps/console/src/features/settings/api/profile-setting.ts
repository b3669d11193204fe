import { profileConfigSchema } from '@platform/contract';
import { createSettingResource } from './setting-resource.ts';

/** `/console-api/settings/profile`: the security centre's profile fields, the birthday age and the login checks. */
export const { useSetting: useProfileSetting, useUpdateSetting: useUpdateProfileSetting } =
  createSettingResource('profile', profileConfigSchema);
