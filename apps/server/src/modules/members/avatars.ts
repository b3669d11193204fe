import { and, asc, count, eq, isNull, max } from 'drizzle-orm';
import {
  memberEndpoints,
  requestOf,
  validationText,
  type AvatarIconAdmin,
  type Language,
  type MemberAvatar,
} from '@platform/contract';
import type { Database, Executor } from '../../platform/db/client.ts';
import type { Actor, AuditService } from '../../platform/audit/service.ts';
import type { MediaService } from '../../platform/media/service.ts';
import type { ImageUpload } from '../../platform/http/uploads.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { formatTimestamp } from '../../platform/time.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';
import type { SystemService } from '../system/service.ts';
import { avatarIcons, memberAvatars } from './tables.ts';

/**
 * The product's default icons: files of the web app (`apps/web/public/avatars`), served by the
 * platform like the rest of it. Written once on a new database, in this order.
 */
const DEFAULT_AVATAR_ICONS = ['spade', 'heart', 'diamond', 'club', 'crown', 'star', 'moon', 'bolt'];
const defaultIconUrl = (key: string) => `/avatars/${key}.svg`;

const EXTENSION = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;
type PictureType = keyof typeof EXTENSION;
const isPictureType = (value: string): value is PictureType => Object.hasOwn(EXTENSION, value);

/** `<sha256>.<png|jpg>`: the only names the avatar picture route answers. */
const PICTURE_NAME = /^([0-9a-f]{64})\.(png|jpg)$/;

/** Where an uploaded avatar is served: `/wps/member/info/icon/<sha256>.<png|jpg>`. */
const pictureUrl = (sha256: string, contentType: PictureType) =>
  requestOf(memberEndpoints.avatarImage, { params: { file: `${sha256}.${EXTENSION[contentType]}` } }).path;

const isOffered = isNull(avatarIcons.removedAt);

/**
 * A member's avatar: the chosen icon while it is offered, or the uploaded picture. Member info reads
 * it too (`avatarUrl`).
 */
export const readAvatar = async (
  executor: Executor,
  memberId: number,
): Promise<Pick<MemberAvatar, 'iconId' | 'avatarUrl'>> => {
  const [row] = await executor
    .select({
      iconId: memberAvatars.iconId,
      sha256: memberAvatars.sha256,
      contentType: memberAvatars.contentType,
      iconUrl: avatarIcons.imageUrl,
    })
    .from(memberAvatars)
    .leftJoin(avatarIcons, and(eq(avatarIcons.id, memberAvatars.iconId), isOffered))
    .where(eq(memberAvatars.memberId, memberId));
  if (!row) return { iconId: null, avatarUrl: null };
  if (row.sha256 !== null && row.contentType !== null && isPictureType(row.contentType)) {
    return { iconId: null, avatarUrl: pictureUrl(row.sha256, row.contentType) };
  }
  // A removed icon: the plain figure until the member chooses again.
  return row.iconUrl === null
    ? { iconId: null, avatarUrl: null }
    : { iconId: row.iconId, avatarUrl: row.iconUrl };
};

export type AvatarService = ReturnType<typeof createAvatarService>;

/**
 * Avatars (`/wps/member/info/icon`): the operator's icon set, which staff keep in the console, and
 * each member's choice of one icon or a picture of their own (png or jpg, checked by content).
 */
export const createAvatarService = ({
  db,
  media,
  audit,
  system,
  clock = systemClock,
}: {
  db: Database;
  media: MediaService;
  audit: AuditService;
  system: SystemService;
  clock?: Clock;
}) => {
  const offeredIcons = (executor: Executor = db) =>
    executor
      .select({ id: avatarIcons.id, url: avatarIcons.imageUrl })
      .from(avatarIcons)
      .where(isOffered)
      .orderBy(asc(avatarIcons.sortOrder), asc(avatarIcons.id));

  const avatarOf = async (memberId: number): Promise<MemberAvatar> => ({
    icons: await offeredIcons(),
    ...(await readAvatar(db, memberId)),
  });

  /** Sets the member's one avatar row: an icon, or a picture (the other half cleared). */
  const saveAvatar = async (
    memberId: number,
    avatar: { iconId: number; picture?: never } | { iconId?: never; picture: ImageUpload },
  ) => {
    const values = {
      iconId: avatar.iconId ?? null,
      contentType: avatar.picture?.contentType ?? null,
      bytes: avatar.picture?.bytes ?? null,
      sha256: avatar.picture?.sha256 ?? null,
      updatedAt: clock.now(),
    };
    await db
      .insert(memberAvatars)
      .values({ memberId, ...values })
      .onConflictDoUpdate({ target: memberAvatars.memberId, set: values });
  };

  const adminList = async (): Promise<AvatarIconAdmin[]> => {
    const { timeZone } = await system.getSiteSetting();
    const rows = await db
      .select({
        id: avatarIcons.id,
        imageUrl: avatarIcons.imageUrl,
        createdAt: avatarIcons.createdAt,
        memberCount: count(memberAvatars.memberId),
      })
      .from(avatarIcons)
      .leftJoin(memberAvatars, eq(memberAvatars.iconId, avatarIcons.id))
      .where(isOffered)
      .groupBy(avatarIcons.id)
      .orderBy(asc(avatarIcons.sortOrder), asc(avatarIcons.id));
    return rows.map((row) => ({ ...row, createdAt: formatTimestamp(row.createdAt, timeZone) }));
  };

  return {
    /** Writes the default icons a database does not have yet; one the operator removed stays removed. */
    ensureDefaultIcons: async () => {
      const existing = await db.select({ key: avatarIcons.defaultKey }).from(avatarIcons);
      const known = new Set(existing.map((row) => row.key));
      const missing = DEFAULT_AVATAR_ICONS.flatMap((key, index) =>
        known.has(key) ? [] : [{ defaultKey: key, imageUrl: defaultIconUrl(key), sortOrder: index + 1 }],
      );
      if (missing.length > 0) await db.insert(avatarIcons).values(missing).onConflictDoNothing();
    },

    avatarOf,

    chooseIcon: async (memberId: number, iconId: number): Promise<MemberAvatar> => {
      const [icon] = await db
        .select({ id: avatarIcons.id })
        .from(avatarIcons)
        .where(and(eq(avatarIcons.id, iconId), isOffered));
      if (!icon) throw new AppError('not_found_entity');
      await saveAvatar(memberId, { iconId: icon.id });
      return avatarOf(memberId);
    },

    /** The member's own picture, already checked by its content (`readImageUpload`); replaces any avatar. */
    uploadPicture: async (memberId: number, picture: ImageUpload): Promise<MemberAvatar> => {
      await saveAvatar(memberId, { picture });
      return avatarOf(memberId);
    },

    /** An uploaded avatar by its served name; `not_found` for any other name, or one no member has now. */
    findPicture: async (fileName: string): Promise<{ contentType: PictureType; bytes: Buffer }> => {
      const [, sha256 = '', extension] = PICTURE_NAME.exec(fileName) ?? [];
      if (!sha256) throw new AppError('not_found');
      const [row] = await db
        .select({ contentType: memberAvatars.contentType, bytes: memberAvatars.bytes })
        .from(memberAvatars)
        .where(eq(memberAvatars.sha256, sha256))
        .limit(1);
      if (!row?.bytes || !row.contentType || !isPictureType(row.contentType)) throw new AppError('not_found');
      if (EXTENSION[row.contentType] !== extension) throw new AppError('not_found');
      return { contentType: row.contentType, bytes: row.bytes };
    },

    admin: {
      list: adminList,

      /** Offers an image uploaded through the console's media upload, after the others. */
      add: async (actor: Actor, imageUrl: string, language: Language) => {
        const file = imageUrl.slice(imageUrl.lastIndexOf('/') + 1);
        const stored = await media.find(file).then(
          () => true,
          (error: unknown) => {
            if (error instanceof AppError && error.code === 'not_found') return false;
            throw error;
          },
        );
        if (!stored) throw fieldError({ imageUrl: validationText('invalidValue', language) });
        await db.transaction(async (tx) => {
          const [duplicate] = await tx
            .select({ id: avatarIcons.id })
            .from(avatarIcons)
            .where(and(eq(avatarIcons.imageUrl, imageUrl), isOffered));
          if (duplicate) throw new AppError('conflict');
          const [last] = await tx
            .select({ sortOrder: max(avatarIcons.sortOrder) })
            .from(avatarIcons)
            .where(isOffered);
          const [added] = await tx
            .insert(avatarIcons)
            .values({ imageUrl, sortOrder: (last?.sortOrder ?? 0) + 1, addedBy: actor.username })
            .returning({ id: avatarIcons.id });
          await audit.record(tx, actor, {
            action: 'avatar_icon.add',
            targetType: 'avatar_icon',
            targetId: added?.id,
            after: { imageUrl },
          });
        });
        return adminList();
      },

      /** Stops offering an icon; members who chose it show the plain figure. */
      remove: async (actor: Actor, id: number) => {
        await db.transaction(async (tx) => {
          const [removed] = await tx
            .update(avatarIcons)
            .set({ removedAt: clock.now() })
            .where(and(eq(avatarIcons.id, id), isOffered))
            .returning({ imageUrl: avatarIcons.imageUrl });
          if (!removed) throw new AppError('not_found_entity');
          await audit.record(tx, actor, {
            action: 'avatar_icon.remove',
            targetType: 'avatar_icon',
            targetId: id,
            before: removed,
          });
        });
        return adminList();
      },

      /** Sets the order of every offered icon; a list that is not exactly those is `conflict`. */
      order: async (actor: Actor, ids: number[]) => {
        await db.transaction(async (tx) => {
          const current = await offeredIcons(tx).for('update');
          const offered = new Set(current.map((icon) => icon.id));
          if (
            new Set(ids).size !== ids.length ||
            ids.length !== offered.size ||
            ids.some((id) => !offered.has(id))
          )
            throw new AppError('conflict');
          for (const [index, id] of ids.entries()) {
            await tx
              .update(avatarIcons)
              .set({ sortOrder: index + 1 })
              .where(eq(avatarIcons.id, id));
          }
          await audit.record(tx, actor, {
            action: 'avatar_icon.order',
            targetType: 'avatar_icon',
            before: current.map((icon) => icon.id),
            after: ids,
          });
        });
        return adminList();
      },
    },
  };
};
