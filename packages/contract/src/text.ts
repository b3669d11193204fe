import type { z } from 'zod';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. No text the API
 * takes may carry them: PostgreSQL refuses NUL outright, and the others only hide what a text says.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Tab and line breaks: fine in a multi-line text (feedback, remarks, HTML), refused anywhere else. */
export const LINE_BREAKS = /[\t\n\r]/;

/**
 * The metadata key that marks a text as multi-line (it shows on the OpenAPI page as an extension).
 * A field marked so, or any string inside it, may carry tabs and line breaks.
 */
export const MULTILINE_META_KEY = 'x-multiline';

/** Marks a text field (or an object of texts, such as a text per language) as multi-line. */
export const multiline = <T extends z.ZodType>(schema: T): T => schema.meta({ [MULTILINE_META_KEY]: true });

/** Half of a UTF-16 surrogate pair without its other half: no character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether one text the API received carries something no text may: a control character, a tab or
 * line break outside a multi-line field, or a lone surrogate.
 */
export const hasInvalidCharacters = (text: string, isMultiline: boolean): boolean =>
  CONTROL_CHARACTERS.test(text) || (!isMultiline && LINE_BREAKS.test(text)) || LONE_SURROGATE.test(text);
