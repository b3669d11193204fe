import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rewardTaskAdminEndpoints as admin, type EndpointInput } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

const KEY = ['reward-tasks'] as const;

/** `GET` of one task kind's settings. */
export const useSignInSettings = () =>
  useQuery({ queryKey: [...KEY, 'sign-in'], queryFn: () => call(admin.signInSettings) });
export const useNewbieSettings = () =>
  useQuery({ queryKey: [...KEY, 'newbie'], queryFn: () => call(admin.newbieSettings) });
export const useRescueSettings = () =>
  useQuery({ queryKey: [...KEY, 'rescue'], queryFn: () => call(admin.rescueSettings) });

/** `PUT` of the settings (audited as `reward.config`); the answer replaces what the page shows. */
export const useSetSignInSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointInput<typeof admin.setSignInSettings>['body']) =>
      call(admin.setSignInSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData([...KEY, 'sign-in'], saved),
  });
};
export const useSetNewbieSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointInput<typeof admin.setNewbieSettings>['body']) =>
      call(admin.setNewbieSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData([...KEY, 'newbie'], saved),
  });
};
export const useSetRescueSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointInput<typeof admin.setRescueSettings>['body']) =>
      call(admin.setRescueSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData([...KEY, 'rescue'], saved),
  });
};

/** `GET /console-api/rewards/promo-codes`, a page at a time, with uses and spending. */
export const usePromoCodes = (page: { pageNum: number; pageSize: number }) =>
  useQuery({
    queryKey: [...KEY, 'promo-codes', page],
    queryFn: () => call(admin.promoCodes, { query: page }),
    placeholderData: keepPreviousData,
  });

/** The game vendors a code may be limited to. */
export const usePromoCodeVendors = () =>
  useQuery({ queryKey: [...KEY, 'promo-code-vendors'], queryFn: () => call(admin.promoCodeVendors) });

export type PromoCodeBody = EndpointInput<typeof admin.createPromoCode>['body'];

/** Creates a code (`id` null) or changes one (audited as `promo_code.save`). */
export const useSavePromoCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PromoCodeBody }) =>
      id === null
        ? call(admin.createPromoCode, { body })
        : call(admin.updatePromoCode, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...KEY, 'promo-codes'] }),
  });
};
