import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { referralAdminEndpoints as endpoints, type EndpointInput } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { listQuery, type ListQuery } from '../../../shared/lib/list-params.ts';

/** Every key of the invite-friends page starts here: a save refreshes all of them. */
const REFERRAL_KEY = ['referral'] as const;

/** `GET /console-api/rewards/referral/settings`: the programme. */
export const useReferralSettings = () =>
  useQuery({ queryKey: [...REFERRAL_KEY, 'settings'], queryFn: () => call(endpoints.settings) });

/** `PUT /console-api/rewards/referral/settings` (audited `referral.config`); answers the stored programme. */
export const useSaveReferralSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointInput<typeof endpoints.saveSettings>['body']) =>
      call(endpoints.saveSettings, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REFERRAL_KEY }),
  });
};

/** `GET /console-api/rewards/referral/invitees`: invitees with their inviter, newest first. */
export const useReferralInvitees = (query: ListQuery) =>
  useQuery({
    queryKey: [...REFERRAL_KEY, 'invitees', query],
    queryFn: () => call(endpoints.invitees, { query: listQuery<typeof endpoints.invitees>(query) }),
    placeholderData: keepPreviousData,
  });
