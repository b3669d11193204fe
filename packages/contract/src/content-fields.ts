import { z } from 'zod';
import { multiline } from './text.ts';

/*
 * Field shapes of operator-written content: texts in every language, HTML, links and images.
 */

/** A text in every configured language. */
export const localizedTextSchema = (max: number) =>
  z.strictObject({
    JA: z.string().trim().min(1).max(max),
    EN: z.string().trim().min(1).max(max),
  });

export type LocalizedText = z.infer<ReturnType<typeof localizedTextSchema>>;

/** The most characters of operator HTML per language, as written and as stored once sanitised. */
export const OPERATOR_HTML_MAX = 50_000;

/** Operator HTML: sanitised by the server before it is stored, and again by the client before it is shown. */
export const localizedHtmlSchema = multiline(localizedTextSchema(OPERATOR_HTML_MAX));

/** A link target: an in-app path (`/promotions`) or an http(s) page. Never `javascript:` or `data:`. */
export const linkUrlSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/[^\s/]+\S*|\/(?!\/)\S*)$/, 'invalidUrl');

/** An image: one the console uploaded (`/wps/media/...`), a file on this site (`/...`) or an http(s) address. */
export const imageUrlSchema = linkUrlSchema;
