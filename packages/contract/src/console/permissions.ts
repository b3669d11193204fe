/** Staff roles of the operator console. */
export const STAFF_ROLES = ['ADMIN', 'FINANCE', 'SUPPORT', 'CONTENT'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a console endpoint may require; roles grant sets of them. */
export const PERMISSIONS = [
  'members.read',
  'members.write',
  'members.type',
  'settings.read',
  'settings.write',
  'audit.read',
  'outbox.read',
  'staff.manage',
  'finance.read',
  'finance.write',
  'games.read',
  'games.write',
  'content.read',
  'content.write',
  'feedback.read',
  'feedback.write',
  'rewards.read',
  'rewards.write',
  'lottery.read',
  'lottery.write',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  ADMIN: PERMISSIONS,
  FINANCE: [
    'members.read',
    'finance.read',
    'finance.write',
    'rewards.read',
    'rewards.write',
    'lottery.read',
    'lottery.write',
  ],
  SUPPORT: ['members.read', 'members.write', 'outbox.read', 'feedback.read', 'feedback.write'],
  CONTENT: ['games.read', 'games.write', 'content.read', 'content.write', 'rewards.read', 'rewards.write'],
};

export const hasPermission = (role: StaffRole, permission: Permission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);
