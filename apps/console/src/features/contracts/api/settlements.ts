import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  contractAdminEndpoints,
  type settlementAdjustSchema,
  type SettlementRerun,
} from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { listQuery, type ListQuery } from '../../../shared/lib/list-params.ts';

/** An adjustment as the contract resolved it: the amount in minor units, signed. */
export type SettlementAdjust = z.infer<typeof settlementAdjustSchema>;

const SETTLEMENTS_KEY = ['settlements'] as const;

/** `GET /console-api/settlements/runs`: the runs per kind and period, newest first, with their totals. */
export const useSettlementRuns = (params: ListQuery) =>
  useQuery({
    queryKey: [...SETTLEMENTS_KEY, 'runs', params],
    queryFn: () =>
      call(contractAdminEndpoints.runs, { query: listQuery<typeof contractAdminEndpoints.runs>(params) }),
    placeholderData: keepPreviousData,
  });

/** `GET /console-api/settlements`: the records; status PENDING is the approval queue. */
export const useSettlements = (params: ListQuery) =>
  useQuery({
    queryKey: [...SETTLEMENTS_KEY, 'records', params],
    queryFn: () =>
      call(contractAdminEndpoints.records, {
        query: listQuery<typeof contractAdminEndpoints.records>(params),
      }),
    placeholderData: keepPreviousData,
  });

const useSettlementsMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SETTLEMENTS_KEY }),
  });
};

/** `POST /console-api/settlements/runs`: run a period again; nothing is paid twice (audited). */
export const useRerunSettlement = () =>
  useSettlementsMutation((body: SettlementRerun) => call(contractAdminEndpoints.rerun, { body }));

/** `POST /console-api/settlements/:id/approve`: paid through the ledger (audited). */
export const useApproveSettlement = () =>
  useSettlementsMutation((id: number) => call(contractAdminEndpoints.approve, { params: { id } }));

/** `POST /console-api/settlements/:id/reject`, with the reason the agent reads (audited). */
export const useRejectSettlement = () =>
  useSettlementsMutation(({ id, reason }: { id: number; reason: string }) =>
    call(contractAdminEndpoints.reject, { params: { id }, body: { reason } }),
  );

/** `POST /console-api/settlements/:id/adjust`: pay more or take back; one request id moves money once. */
export const useAdjustSettlement = () =>
  useSettlementsMutation(({ id, ...body }: SettlementAdjust & { id: number }) =>
    call(contractAdminEndpoints.adjust, { params: { id }, body }),
  );
