import { MEMBER_TYPE } from '@platform/contract';

const TYPE_KEYS = {
  [MEMBER_TYPE.MEMBER]: 'memberType.member',
  [MEMBER_TYPE.AGENT]: 'memberType.agent',
  [MEMBER_TYPE.GENERAL_AGENT]: 'memberType.generalAgent',
  [MEMBER_TYPE.AFFILIATE_AGENT]: 'memberType.affiliateAgent',
  [MEMBER_TYPE.AFFILIATE_GENERAL_AGENT]: 'memberType.affiliateGeneralAgent',
  [MEMBER_TYPE.TRIAL]: 'memberType.trial',
} as const;

/** The i18n key naming a member type (spec section 3); unknown types read as "other". */
export const memberTypeKey = (type: number) =>
  type in TYPE_KEYS ? TYPE_KEYS[type as keyof typeof TYPE_KEYS] : 'memberType.other';
