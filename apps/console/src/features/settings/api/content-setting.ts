import { settingsEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { createSettingResource } from './setting-resource.ts';

const { get, put } = settingsEndpoints.content;

/** `/console-api/settings/content`: app downloads, social links, the verification link, feedback limits, winners. */
export const { useSetting: useContentSetting, useUpdateSetting: useUpdateContentSetting } =
  createSettingResource('content', {
    getSetting: () => call(get),
    putSetting: (value) => call(put, { body: value }),
  });
