import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberEndpoints, type MemberInfo } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

export const getMemberInfo = (): Promise<MemberInfo> => call(memberEndpoints.info);

/** Keyed by the token, so a new session never shows the previous one's data. */
export const memberInfoQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['member', 'info', token], queryFn: getMemberInfo });

export const useMemberInfo = () => {
  const token = useSession()?.token ?? '';
  return useQuery({ ...memberInfoQueryOptions(token), enabled: token !== '' });
};
