/** Member types of spec section 3: agents 1, 2, 41, 42; trial 4; 0 an ordinary member. */
export const MEMBER_TYPE = {
  MEMBER: 0,
  AGENT: 1,
  GENERAL_AGENT: 2,
  AFFILIATE_AGENT: 41,
  AFFILIATE_GENERAL_AGENT: 42,
  TRIAL: 4,
} as const;
export type MemberType = (typeof MEMBER_TYPE)[keyof typeof MEMBER_TYPE];

export const AGENT_TYPES: readonly number[] = [
  MEMBER_TYPE.AGENT,
  MEMBER_TYPE.GENERAL_AGENT,
  MEMBER_TYPE.AFFILIATE_AGENT,
  MEMBER_TYPE.AFFILIATE_GENERAL_AGENT,
];

export const isAgentType = (type: number): boolean => AGENT_TYPES.includes(type);
export const isTrialType = (type: number): boolean => type === MEMBER_TYPE.TRIAL;
/** Accounts that may sign in on the member side: ordinary members and agents. */
export const isMemberSideType = (type: number): boolean => type === MEMBER_TYPE.MEMBER || isAgentType(type);
