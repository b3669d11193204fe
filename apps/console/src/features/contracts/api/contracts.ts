import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  contractAdminEndpoints,
  type ContractAnswer,
  type ContractTerms,
  type OperatorContractOffer,
} from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { listQuery, type ListQuery } from '../../../shared/lib/list-params.ts';

const CONTRACTS_KEY = ['contracts', 'list'] as const;

/** `GET /console-api/contracts`: one page of every contract, filtered by kind, status and party. */
export const useContracts = (params: ListQuery) =>
  useQuery({
    queryKey: [...CONTRACTS_KEY, params],
    queryFn: () =>
      call(contractAdminEndpoints.list, { query: listQuery<typeof contractAdminEndpoints.list>(params) }),
    placeholderData: keepPreviousData,
  });

/** `GET /console-api/contracts/:id/history`. */
export const useContractHistory = (id: number) =>
  useQuery({
    queryKey: ['contracts', 'history', id],
    queryFn: () => call(contractAdminEndpoints.history, { params: { id } }),
  });

const useContractsMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['contracts', 'history'] }),
      ]),
  });
};

/** `POST /console-api/contracts`: the operator's offer to a top-level agent (audited). */
export const useOfferContract = () =>
  useContractsMutation((body: OperatorContractOffer) => call(contractAdminEndpoints.offer, { body }));

/** `PUT /console-api/contracts/:id`: new terms for one of the operator's signed contracts (audited). */
export const useChangeContract = () =>
  useContractsMutation(({ id, terms }: { id: number; terms: ContractTerms }) =>
    call(contractAdminEndpoints.change, { params: { id }, body: { terms } }),
  );

/** `POST /console-api/contracts/:id/answer`: confirm or refuse an agent's request to end the operator's contract. */
export const useAnswerContract = () =>
  useContractsMutation(({ id, answer }: { id: number; answer: ContractAnswer }) =>
    call(contractAdminEndpoints.answer, { params: { id }, body: { answer } }),
  );

/** `POST /console-api/contracts/:id/terminate`: ask to end the operator's own, end any other at once. */
export const useTerminateContract = () =>
  useContractsMutation((id: number) => call(contractAdminEndpoints.terminate, { params: { id } }));
