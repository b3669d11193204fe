import { memberTypeName, memberTypesOf, type MemberTypesSetting } from '@platform/contract';
import { useSiteConfig } from '../api/get-site-config.ts';

/** The i18n key naming a member type (spec section 3) by the operator's agent and trial lists. */
export const memberTypeKey = (type: number, types: MemberTypesSetting) =>
  `memberType.${memberTypeName(type, memberTypesOf(types))}` as const;

/** {@link memberTypeKey} with the lists of the site config. */
export const useMemberTypeKey = () => {
  const { memberTypes } = useSiteConfig();
  return (type: number) => memberTypeKey(type, memberTypes);
};
