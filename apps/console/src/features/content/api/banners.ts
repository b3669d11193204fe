import { bannerAdminSchema, type BannerAdmin, type BannerInput } from '@platform/contract';
import { createContentResource } from './content-resource.ts';

/** `/console-api/content/banners`: every banner of every group. */
export const banners = createContentResource<BannerAdmin, BannerInput>('banners', bannerAdminSchema);
