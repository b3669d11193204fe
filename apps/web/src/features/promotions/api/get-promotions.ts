import { queryOptions, useQuery } from '@tanstack/react-query';
import { promotionEndpoints, type Language } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { useSession } from '../../../shared/lib/session.ts';

/** Every promotion answer of every caller: what a join, an application or a sign-in refreshes. */
export const PROMOTIONS_QUERY_KEY = ['promotions'] as const;

/** `GET /wps/relay/promotions`: the published promotions the caller sees, with its statuses. */
export const promotionsQueryOptions = (token: string, language: Language) =>
  queryOptions({
    queryKey: [...PROMOTIONS_QUERY_KEY, 'list', token, language],
    queryFn: () => call(promotionEndpoints.list),
  });

export const usePromotions = () => useQuery(promotionsQueryOptions(useSession()?.token ?? '', useLanguage()));

/** `GET /wps/relay/promotions/:id`: the rich text and the caller's status of one promotion. */
export const usePromotion = (id: number) => {
  const token = useSession()?.token ?? '';
  const language = useLanguage();
  return useQuery({
    queryKey: [...PROMOTIONS_QUERY_KEY, 'detail', id, token, language],
    queryFn: () => call(promotionEndpoints.detail, { params: { id } }),
  });
};
