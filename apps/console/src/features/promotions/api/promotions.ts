import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  UPLOAD_IMAGE_TYPES,
  promotionAdminEndpoints as endpoints,
  type promotionInputSchema,
} from '@platform/contract';
import { call, callBlob } from '../../../shared/lib/api-client.ts';
import { listQuery, type ListQuery } from '../../../shared/lib/list-params.ts';

/** Every key of the promotions area starts here: a save or a decision refreshes all of them. */
const PROMOTIONS_KEY = ['promotions'] as const;

const useRefreshing = <Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  });
};

/** `GET /console-api/rewards/promotions`: every promotion with its budget use and waiting applications. */
export const usePromotions = () =>
  useQuery({ queryKey: [...PROMOTIONS_KEY, 'list'], queryFn: () => call(endpoints.list) });

/** `POST` a new promotion or `PUT /:id` over one; the HTML is sanitised by the server. */
export const useSavePromotion = (id: number | undefined) =>
  useRefreshing((input: z.output<typeof promotionInputSchema>) =>
    id === undefined
      ? call(endpoints.create, { body: input })
      : call(endpoints.update, { params: { id }, body: input }),
  ).mutateAsync;

/** `GET /console-api/rewards/promotion-applications`: the review queue by its filters. */
export const useApplications = (query: ListQuery) =>
  useQuery({
    queryKey: [...PROMOTIONS_KEY, 'applications', query],
    queryFn: () => call(endpoints.applications, { query: listQuery<typeof endpoints.applications>(query) }),
    placeholderData: keepPreviousData,
  });

/** One picture of an application, loaded with the staff token (it never changes). */
export const useApplicationImage = (id: number, index: number) =>
  useQuery({
    queryKey: [...PROMOTIONS_KEY, 'image', id, index],
    queryFn: () => callBlob(endpoints.applicationImage, UPLOAD_IMAGE_TYPES, { params: { id, index } }),
    staleTime: Infinity,
  });

export const useTakeApplication = () =>
  useRefreshing((id: number) => call(endpoints.take, { params: { id } }));

export const useApproveApplication = () =>
  useRefreshing(({ id, amount }: { id: number; amount: bigint }) =>
    call(endpoints.approve, { params: { id }, body: { amount } }),
  );

export const useRejectApplication = () =>
  useRefreshing(({ id, reason }: { id: number; reason: string }) =>
    call(endpoints.reject, { params: { id }, body: { reason } }),
  );
