import type { TFunction } from 'i18next';
import { memberTypeName, type MemberTypeName, type MemberTypes, type StaffRole } from '@platform/contract';
import type { BadgeTone } from '@platform/ui/badge.tsx';

type T = TFunction;

/** A member type's name by the operator's agent and trial lists, with its number. */
export const memberTypeLabel = (t: T, type: number, types: MemberTypes): string => {
  const name = memberTypeName(type, types);
  const labels: Record<MemberTypeName, string> = {
    member: t('memberTypes.member'),
    agent: t('memberTypes.agent'),
    generalAgent: t('memberTypes.generalAgent'),
    affiliateAgent: t('memberTypes.affiliateAgent'),
    affiliateGeneralAgent: t('memberTypes.affiliateGeneralAgent'),
    trial: t('memberTypes.trial'),
    other: t('memberTypes.other'),
  };
  return `${labels[name]} (${type})`;
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
