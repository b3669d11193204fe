import { eq } from 'drizzle-orm';
import { mediaEndpoints, requestOf } from '@platform/contract';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { readImageUpload } from '../http/uploads.ts';
import type { Actor, AuditService } from '../audit/service.ts';
import { mediaFiles } from './tables.ts';

const EXTENSION = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;
type MediaType = keyof typeof EXTENSION;
const isMediaType = (value: string): value is MediaType => Object.hasOwn(EXTENSION, value);

/** `<64 hex>.<png|jpg>`: the only file names the media route can answer. */
const FILE_NAME = /^([0-9a-f]{64})\.(png|jpg)$/;

/** Where a stored image is served: `/wps/media/<sha256>.<png|jpg>`. */
const urlOf = (id: string, contentType: MediaType) =>
  requestOf(mediaEndpoints.image, { params: { file: `${id}.${EXTENSION[contentType]}` } }).path;

export type MediaService = ReturnType<typeof createMediaService>;

/**
 * Images staff upload for banners, popups, team crests and help articles. Each is stored once
 * under the SHA-256 of its bytes, so uploading the same file again answers the same address, and
 * an address never changes what it shows (it may be cached forever).
 */
export const createMediaService = ({ db, audit }: { db: Database; audit: AuditService }) => ({
  /** Checks the body by its content (png or jpg, at most 5 MB), stores it and answers its address. */
  upload: async (actor: Actor, body: unknown): Promise<{ url: string }> => {
    const image = await readImageUpload(body);
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(mediaFiles)
        .values({
          id: image.sha256,
          contentType: image.contentType,
          size: image.bytes.length,
          bytes: image.bytes,
          uploadedBy: actor.username,
        })
        .onConflictDoNothing()
        .returning({ id: mediaFiles.id });
      await audit.record(tx, actor, {
        action: 'media.upload',
        targetType: 'media',
        targetId: image.sha256,
        after: { contentType: image.contentType, size: image.bytes.length, stored: created !== undefined },
      });
    });
    return { url: urlOf(image.sha256, image.contentType) };
  },

  /** The stored image a media file name names; `not_found` for any other name. */
  find: async (fileName: string): Promise<{ contentType: MediaType; bytes: Buffer }> => {
    const [, id = '', extension] = FILE_NAME.exec(fileName) ?? [];
    if (!id) throw new AppError('not_found');
    const [row] = await db
      .select({ contentType: mediaFiles.contentType, bytes: mediaFiles.bytes })
      .from(mediaFiles)
      .where(eq(mediaFiles.id, id));
    if (!row || !isMediaType(row.contentType) || EXTENSION[row.contentType] !== extension)
      throw new AppError('not_found');
    return { contentType: row.contentType, bytes: row.bytes };
  },
});
