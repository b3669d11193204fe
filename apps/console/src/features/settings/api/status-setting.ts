import { systemStatusSettingSchema } from '@platform/contract';
import { createSettingResource } from './setting-resource.ts';

/** `/console-api/settings/status`: normal, maintenance or restricted, the texts, the region rules. */
export const { useSetting: useStatusSetting, useUpdateSetting: useUpdateStatusSetting } =
  createSettingResource('status', systemStatusSettingSchema);
