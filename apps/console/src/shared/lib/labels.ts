import type { TFunction } from 'i18next';
import { MEMBER_TYPE, type MemberType, type StaffRole } from '@platform/contract';
import type { BadgeTone } from '@platform/ui/badge.tsx';

type T = TFunction;

/** The member types of spec section 3, in the order the console lists them. */
const MEMBER_TYPE_OPTIONS: readonly MemberType[] = [
  MEMBER_TYPE.MEMBER,
  MEMBER_TYPE.AGENT,
  MEMBER_TYPE.GENERAL_AGENT,
  MEMBER_TYPE.AFFILIATE_AGENT,
  MEMBER_TYPE.AFFILIATE_GENERAL_AGENT,
  MEMBER_TYPE.TRIAL,
];

const isMemberType = (type: number): type is MemberType =>
  (MEMBER_TYPE_OPTIONS as readonly number[]).includes(type);

export const memberTypeLabel = (t: T, type: number): string => {
  if (!isMemberType(type)) return String(type);
  const labels: Record<MemberType, string> = {
    [MEMBER_TYPE.MEMBER]: t('memberTypes.member'),
    [MEMBER_TYPE.AGENT]: t('memberTypes.agent'),
    [MEMBER_TYPE.GENERAL_AGENT]: t('memberTypes.generalAgent'),
    [MEMBER_TYPE.AFFILIATE_AGENT]: t('memberTypes.affiliateAgent'),
    [MEMBER_TYPE.AFFILIATE_GENERAL_AGENT]: t('memberTypes.affiliateGeneralAgent'),
    [MEMBER_TYPE.TRIAL]: t('memberTypes.trial'),
  };
  return `${labels[type]} (${type})`;
};

export const roleLabel = (t: T, role: StaffRole): string => {
  const labels: Record<StaffRole, string> = {
    ADMIN: t('roles.ADMIN'),
    FINANCE: t('roles.FINANCE'),
    SUPPORT: t('roles.SUPPORT'),
    CONTENT: t('roles.CONTENT'),
  };
  return labels[role];
};

/** Account states of members and staff (ACTIVE, LOCKED, DISABLED); unknown ones show as sent. */
export const accountStatus = (t: T, status: string): { label: string; tone: BadgeTone } => {
  switch (status) {
    case 'ACTIVE':
      return { label: t('statuses.ACTIVE'), tone: 'success' };
    case 'LOCKED':
      return { label: t('statuses.LOCKED'), tone: 'danger' };
    case 'DISABLED':
      return { label: t('statuses.DISABLED'), tone: 'neutral' };
    default:
      return { label: status, tone: 'neutral' };
  }
};
