import { UPLOAD_MAX_BYTES, type UPLOAD_IMAGE_TYPES } from '@platform/contract';

/** A chosen image file (a deposit proof, a promotion application's picture) and the type its bytes show. */
export interface CheckedImage {
  file: File;
  contentType: (typeof UPLOAD_IMAGE_TYPES)[number];
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/**
 * Checks a chosen file the way the server does (spec section 9): png or jpg by its first bytes, not
 * its name, and at most 5 MB. Answers the image, or undefined when it is not one we accept.
 */
export const readImageFile = async (file: File): Promise<CheckedImage | undefined> => {
  if (file.size === 0 || file.size > UPLOAD_MAX_BYTES) return undefined;
  const head = new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer());
  if (startsWith(head, PNG_SIGNATURE)) return { file, contentType: 'image/png' };
  if (startsWith(head, JPEG_SIGNATURE)) return { file, contentType: 'image/jpeg' };
  return undefined;
};
