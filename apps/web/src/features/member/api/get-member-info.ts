import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberEndpoints, type Language, type MemberInfo } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { useLanguage } from '../../../i18n/index.ts';

export const getMemberInfo = (): Promise<MemberInfo> => call(memberEndpoints.info);

/** Every language's member info of a session: what a change refreshes. */
export const memberInfoSessionKey = (token: string) => ['member', 'info', token] as const;

/**
 * Keyed by the token, so a new session never shows the previous one's data, and by the language,
 * whose words it carries (the rank's name): a switch fetches the other language's once.
 */
export const memberInfoQueryOptions = (token: string, language: Language) =>
  queryOptions({ queryKey: [...memberInfoSessionKey(token), language], queryFn: getMemberInfo });

export const useMemberInfo = () => {
  const token = useSession()?.token ?? '';
  const language = useLanguage();
  return useQuery({
    ...memberInfoQueryOptions(token, language),
    enabled: token !== '',
    // While the other language's loads, the same session's stays on screen (no loading state).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === token ? previous : undefined,
  });
};
