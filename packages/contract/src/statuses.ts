/** States the gateway stores and the console shows; one definition for server, schemas and UI. */
export const MEMBER_STATUS = { ACTIVE: 'ACTIVE', LOCKED: 'LOCKED', DISABLED: 'DISABLED' } as const;
export type MemberStatus = (typeof MEMBER_STATUS)[keyof typeof MEMBER_STATUS];

/** Why a LOCKED member is locked: five wrong passwords, or an operator's action. */
export const LOCK_REASON = { WRONG_PASSWORD: 'WRONG_PASSWORD', OPERATOR: 'OPERATOR' } as const;
export type LockReason = (typeof LOCK_REASON)[keyof typeof LOCK_REASON];

export const STAFF_STATUS = { ACTIVE: 'ACTIVE', DISABLED: 'DISABLED', LOCKED: 'LOCKED' } as const;
export type StaffStatus = (typeof STAFF_STATUS)[keyof typeof STAFF_STATUS];

export const OUTBOX_STATUS = { STORED: 'STORED', SENT: 'SENT', FAILED: 'FAILED' } as const;
export type OutboxStatus = (typeof OUTBOX_STATUS)[keyof typeof OUTBOX_STATUS];

/** Every action the audit log records; the server may write no other. */
export const AUDIT_ACTIONS = [
  'member.lock',
  'member.unlock',
  'member.password_reset',
  'member.type',
  'member.upline',
  'member.remarks',
  'member.adjustment',
  'member.payment_password_unlock',
  'deposit.credit',
  'deposit.reject',
  'withdrawal.approve',
  'withdrawal.reject',
  'deposit_channel.create',
  'deposit_channel.update',
  'setting.withdrawal',
  'setting.team_transfers',
  'setting.status',
  'setting.whitelabel',
  'setting.register',
  'setting.profile',
  'setting.site',
  'setting.domains',
  'setting.content',
  'setting.default_password',
  'setting.shortcuts',
  'setting.resources',
  'setting.member_types',
  'feedback.reply',
  'staff.create',
  'staff.update',
  'staff.totp_reset',
  'staff.totp_enrol',
  'staff.totp_reenrol',
  'staff.password_change',
  'vendor.create',
  'vendor.update',
  'vendor.secret_rotate',
  'game.update',
  'game.import',
  'content.create',
  'content.update',
  'content.delete',
  'media.upload',
  'avatar_icon.add',
  'avatar_icon.remove',
  'avatar_icon.order',
  'agent.policy',
  'contract.policy',
  'contract.offer',
  'contract.change',
  'contract.answer',
  'contract.terminate',
  'settlement.approve',
  'settlement.reject',
  'settlement.rerun',
  'settlement.adjust',
  'promotion.save',
  'promotion.review',
  'reward.grant',
  'reward.config',
  'mission.save',
  'ticket.save',
  'ticket.grant',
  'ticket.deliver',
  'promo_code.save',
  'rebate.config',
  'rebate.run',
  'bonus.cancel',
  'bonus.forfeit',
  // Points mall (issue 26, slice points-mall).
  'point_mall.item_save',
  'point_mall.stock',
  'point_mall.approve',
  'point_mall.ship',
  'point_mall.reject',
  // Invite friends (issue 26, referral slice).
  'referral.config',
  // vip (issue 26)
  'vip.rank_save',
  'vip.set_rank',
  // points earning (issue 26)
  'points.rates',
  // lottery console (issue 27)
  'lottery.settings',
  'lottery.result_enter',
  'lottery.result_confirm',
  'lottery.draw_cancel',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const enumValues = <T extends Record<string, string>>(values: T) =>
  Object.values(values) as [T[keyof T], ...T[keyof T][]];
