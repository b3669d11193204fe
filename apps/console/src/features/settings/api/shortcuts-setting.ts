import { settingsEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { createSettingResource } from './setting-resource.ts';

const { get, put } = settingsEndpoints.shortcuts;

/** `/console-api/settings/shortcuts`: where each game shortcut of spec section 2 leads. */
export const { useSetting: useShortcutsSetting, useUpdateSetting: useUpdateShortcutsSetting } =
  createSettingResource('shortcuts', {
    getSetting: () => call(get),
    putSetting: (value) => call(put, { body: value }),
  });
