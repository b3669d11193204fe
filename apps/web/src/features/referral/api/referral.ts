import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { referralEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

/** Every invite-friends query. */
export const REFERRAL_KEY = ['referral'] as const;

const useToken = () => useSession()?.token ?? '';

/**
 * Every answer brings the invitees up to date first (qualifying them and granting their rewards), so
 * a tab asks again each time it opens (and the page refetches the overview on every tab switch): the
 * list can qualify an invitee after the overview was read, and the overview must then show the reward.
 */
const LIVE = { staleTime: 0 } as const;

/** `GET /wps/relay/referral`: code, totals, income per rule and the programme. */
export const useReferralOverview = () => {
  const token = useToken();
  return useQuery({
    queryKey: [...REFERRAL_KEY, 'overview', token],
    queryFn: () => call(referralEndpoints.overview),
    enabled: token !== '',
    ...LIVE,
  });
};

/** `GET /wps/relay/referral/invitees`: the invitation list, a page at a time. */
export const useReferralInvitees = (pageNum: number, pageSize: number) => {
  const token = useToken();
  return useQuery({
    queryKey: [...REFERRAL_KEY, 'invitees', token, pageNum, pageSize],
    queryFn: () => call(referralEndpoints.invitees, { query: { pageNum, pageSize } }),
    enabled: token !== '',
    ...LIVE,
    placeholderData: keepPreviousData,
  });
};

/** `GET /wps/relay/referral/records`: the rewards granted, a page at a time. */
export const useReferralRecords = (pageNum: number, pageSize: number) => {
  const token = useToken();
  return useQuery({
    queryKey: [...REFERRAL_KEY, 'records', token, pageNum, pageSize],
    queryFn: () => call(referralEndpoints.records, { query: { pageNum, pageSize } }),
    enabled: token !== '',
    ...LIVE,
    placeholderData: keepPreviousData,
  });
};
