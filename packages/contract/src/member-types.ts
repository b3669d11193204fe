import { z } from 'zod';

/**
 * Member types of spec section 3, by their usual numbers: 0 an ordinary member, agents 1, 2, 41,
 * 42, trial 4. Which numbers are agents and which are trial accounts is the operator's setting
 * ({@link memberTypesSettingSchema}); these names are its defaults and the types new accounts get.
 */
export const MEMBER_TYPE = {
  MEMBER: 0,
  AGENT: 1,
  GENERAL_AGENT: 2,
  AFFILIATE_AGENT: 41,
  AFFILIATE_GENERAL_AGENT: 42,
  TRIAL: 4,
} as const;
export type MemberType = (typeof MEMBER_TYPE)[keyof typeof MEMBER_TYPE];

/** A configurable type number: any but 0, which is always the ordinary member. */
const configuredTypeSchema = z.number().int().min(1).max(999);

const typeListSchema = z
  .array(configuredTypeSchema)
  .min(1)
  .max(20)
  .refine((types) => new Set(types).size === types.length, { message: 'duplicateType' });

/**
 * `GET/PUT /console-api/settings/member-types` (spec section 3: "agent and trial types are
 * configured lists"). The first of each list is the type new agents and free-play accounts get.
 */
export const memberTypesSettingSchema = z
  .strictObject({ agentTypes: typeListSchema, trialTypes: typeListSchema })
  .superRefine(({ agentTypes, trialTypes }, ctx) => {
    const both = trialTypes.filter((type) => agentTypes.includes(type));
    if (both.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['trialTypes'], message: 'agentAndTrial' });
    }
  });

export type MemberTypesSetting = z.infer<typeof memberTypesSettingSchema>;

export const DEFAULT_MEMBER_TYPES: MemberTypesSetting = {
  agentTypes: [
    MEMBER_TYPE.AGENT,
    MEMBER_TYPE.GENERAL_AGENT,
    MEMBER_TYPE.AFFILIATE_AGENT,
    MEMBER_TYPE.AFFILIATE_GENERAL_AGENT,
  ],
  trialTypes: [MEMBER_TYPE.TRIAL],
};

/** What a member's type makes it, by the operator's lists. */
export interface MemberTypes {
  readonly agentTypes: readonly number[];
  readonly trialTypes: readonly number[];
  isAgent: (type: number) => boolean;
  isTrial: (type: number) => boolean;
  /** Accounts that may sign in on the member side: ordinary members and agents. */
  isMemberSide: (type: number) => boolean;
  /** The type an account made an agent gets (by a downline form or the console): the first agent type. */
  newAgentType: number;
  /** The type a free-play account gets: the first trial type. */
  newTrialType: number;
}

export const memberTypesOf = ({ agentTypes, trialTypes }: MemberTypesSetting): MemberTypes => {
  const isAgent = (type: number) => agentTypes.includes(type);
  return {
    agentTypes,
    trialTypes,
    isAgent,
    isTrial: (type) => trialTypes.includes(type),
    isMemberSide: (type) => type === MEMBER_TYPE.MEMBER || isAgent(type),
    newAgentType: agentTypes[0] ?? MEMBER_TYPE.AGENT,
    newTrialType: trialTypes[0] ?? MEMBER_TYPE.TRIAL,
  };
};

/** Types an operator may give a member in the console: the ordinary member and every agent type (trial accounts come from free play). */
export const assignableMemberTypes = (types: MemberTypes): number[] => [
  MEMBER_TYPE.MEMBER,
  ...types.agentTypes,
];

/** Every type the lists name, with the ordinary member first: what a type filter offers. */
export const knownMemberTypes = (types: MemberTypes): number[] => [
  MEMBER_TYPE.MEMBER,
  ...types.agentTypes,
  ...types.trialTypes,
];

/** The spec's names of the usual agent numbers. */
const AGENT_NAMES: Readonly<Record<number, MemberTypeName>> = {
  [MEMBER_TYPE.AGENT]: 'agent',
  [MEMBER_TYPE.GENERAL_AGENT]: 'generalAgent',
  [MEMBER_TYPE.AFFILIATE_AGENT]: 'affiliateAgent',
  [MEMBER_TYPE.AFFILIATE_GENERAL_AGENT]: 'affiliateGeneralAgent',
};

/** What a type is called (a text key in the web and the console). */
export type MemberTypeName =
  'member' | 'agent' | 'generalAgent' | 'affiliateAgent' | 'affiliateGeneralAgent' | 'trial' | 'other';

/**
 * A type's name by the operator's lists: an agent type keeps the spec's name of its number (any
 * other agent number is an "agent"), a trial type is a trial account, any type in neither list and
 * not 0 is "other" (such accounts cannot sign in on the member side).
 */
export const memberTypeName = (type: number, types: MemberTypes): MemberTypeName => {
  if (type === MEMBER_TYPE.MEMBER) return 'member';
  if (types.isAgent(type)) return AGENT_NAMES[type] ?? 'agent';
  return types.isTrial(type) ? 'trial' : 'other';
};
