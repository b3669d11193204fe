import { popupAdminSchema, type PopupAdmin, type PopupInput } from '@platform/contract';
import { createContentResource } from './content-resource.ts';

/** `/console-api/content/popups`: the public popups of every audience. */
export const popups = createContentResource<PopupAdmin, PopupInput>('popups', popupAdminSchema);
