import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@platform/contract';
import type { App } from './types.ts';
import { AppError } from './errors.ts';

/** An image accepted by its content, whatever name or type the client gave it. */
export interface ImageUpload {
  contentType: (typeof UPLOAD_IMAGE_TYPES)[number];
  bytes: Buffer;
  sha256: string;
}

const isAllowed = (mime: string): mime is ImageUpload['contentType'] =>
  (UPLOAD_IMAGE_TYPES as readonly string[]).includes(mime);

/**
 * Image routes take the file itself as the body (`Content-Type: image/png`, `image/jpeg` or
 * `application/octet-stream`), at most `UPLOAD_MAX_BYTES`; the type is decided from the bytes.
 */
export const registerImageBodies = (app: App) => {
  app.addContentTypeParser(
    ['image/png', 'image/jpeg', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES },
    (_request, body, done) => {
      done(null, body);
    },
  );
};

/** Checks an uploaded body by its magic bytes: png or jpg, not empty, within the size. */
export const readImageUpload = async (body: unknown): Promise<ImageUpload> => {
  if (!Buffer.isBuffer(body) || body.length === 0 || body.length > UPLOAD_MAX_BYTES) {
    throw new AppError('upload_invalid_image');
  }
  const detected = await fileTypeFromBuffer(body);
  if (!detected || !isAllowed(detected.mime)) throw new AppError('upload_invalid_image');
  return { contentType: detected.mime, bytes: body, sha256: createHash('sha256').update(body).digest('hex') };
};
