import type { ReactNode } from 'react';
import type { Control, FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import type { promotionInputSchema } from '@platform/contract';
import type { ImageEditor } from '../../../shared/ui/image-editor.ts';
import type { PromotionFormValues } from './promotion-form-values.ts';

/**
 * The site content area's editors, handed in by the app (a feature never imports another): the
 * title and rich text per language, and the image field that uploads through the console media.
 */
export interface ContentEditors {
  LocalizedHtml: (props: {
    control: Control<PromotionFormValues, unknown, z.output<typeof promotionInputSchema>>;
    errors: FieldErrors<Pick<PromotionFormValues, 'title' | 'content'>>;
    idPrefix: string;
  }) => ReactNode;
  Image: ImageEditor;
}
