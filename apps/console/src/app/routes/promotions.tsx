import { ImageUploadField } from '../../features/content/components/image-upload-field.tsx';
import { LocalizedHtmlFields } from '../../features/content/components/localized-html-fields.tsx';
import { PromotionsPage } from '../../features/promotions/components/promotions-page.tsx';

/** The promotions list, its editor composed with the site content area's rich text and image fields. */
export function PromotionsRoute() {
  return <PromotionsPage editors={{ LocalizedHtml: LocalizedHtmlFields, Image: ImageUploadField }} />;
}
