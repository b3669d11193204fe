import { contentSettingSchema } from '@platform/contract';
import { createSettingResource } from './setting-resource.ts';

/** `/console-api/settings/content`: app downloads, social links, the verification link, feedback limits, winners. */
export const { useSetting: useContentSetting, useUpdateSetting: useUpdateContentSetting } =
  createSettingResource('content', contentSettingSchema);
