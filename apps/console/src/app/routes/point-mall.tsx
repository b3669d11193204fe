import { ImageUploadField } from '../../features/content/components/image-upload-field.tsx';
import { PointMallAdminPage } from '../../features/point-mall/components/point-mall-admin-page.tsx';

/** The points mall's review and items, an item's picture through the site content area's uploader. */
export function PointMallRoute() {
  return <PointMallAdminPage Image={ImageUploadField} />;
}
