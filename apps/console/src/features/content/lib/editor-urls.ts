import { imageUrlSchema } from '@platform/contract';

/** Links the editor makes: web pages and mail addresses only, never `javascript:` or `data:`. */
export const isEditorLinkUrl = (url: string): boolean =>
  /^https?:\/\/[^\s/]+\S*$/i.test(url) || /^mailto:[^\s@]+@[^\s@]+$/i.test(url);

/** Images the editor inserts: the contract's image addresses (an upload, a site path, an http(s) page). */
export const isEditorImageUrl = (url: string): boolean => imageUrlSchema.safeParse(url).success;
