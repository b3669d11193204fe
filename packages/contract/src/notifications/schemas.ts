import { z } from 'zod';

/*
 * The notice bell: deposit and withdrawal notices, also pushed over socket.io.
 */

/** What the member's notice bell and socket carry (spec section 4, "Notifications"). */
export const NOTIFICATION_KINDS = [
  'DEPOSIT_CREDITED',
  'DEPOSIT_FAILED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_REJECTED',
  /** Money from the member's upline or a downline (team transfers). */
  'TEAM_TRANSFER_RECEIVED',
  /** The member's upline took money back (team transfers). */
  'TEAM_TRANSFER_TAKEN',
  /** A dividend or salary settlement paid to the agent (contracts); `orderNo` is its period key. */
  'CONTRACT_PAID',
  /** A promotion application approved (with its amount) or rejected (with the reason). */
  'PROMOTION_APPROVED',
  'PROMOTION_REJECTED',
  /** A reward is waiting in the reward centre (granted by staff, a mission, a task or an event). */
  'REWARD_GRANTED',
  /**
   * A points mall redemption approved (`amount`: the game money paid, 0 for goods), its goods
   * shipped (`reason`: the tracking note) or rejected (`reason`: why; points and money returned).
   * `orderNo` is the redemption's reference number.
   */
  'POINT_REDEMPTION_APPROVED',
  'POINT_REDEMPTION_SHIPPED',
  'POINT_REDEMPTION_REJECTED',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A notice in the bell; the same object is pushed over the socket when it happens. */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  orderNo: z.string(),
  amount: z.string(),
  /** The operator's reason for a failure or rejection; the tracking note of shipped goods. */
  reason: z.string().nullable(),
  /** The main wallet balance right after it. */
  balance: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});

export type Notification = z.infer<typeof notificationSchema>;

/** `GET /wps/member/notifications`: the latest notices and how many are unread. */
export const notificationListSchema = z.object({
  list: z.array(notificationSchema),
  unreadCount: z.number().int(),
});

export type NotificationList = z.infer<typeof notificationListSchema>;
