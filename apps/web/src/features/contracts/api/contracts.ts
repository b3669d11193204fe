import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  contractEndpoints,
  type ContractAnswerInput,
  type ContractKind,
  type ContractListQuery,
  type ContractOffer,
  type ContractProduct,
  type ContractTerms,
  type SettlementListQuery,
} from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

/**
 * Every contract query, the agent centre's consolidated flags (`['contracts', 'consolidated']`)
 * included: an answer or an offer changes which pages the menu shows, so a change refreshes them all.
 */
export const CONTRACTS_KEY = ['contracts'] as const;

const useToken = () => useSession()?.token ?? '';

/** `GET /wps/agent/contracts`: the caller's own contracts of a kind, or its direct downlines'. */
export const useContracts = (query: ContractListQuery) => {
  const token = useToken();
  return useQuery({
    queryKey: [...CONTRACTS_KEY, 'list', token, query],
    queryFn: () => call(contractEndpoints.list, { query }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
};

/**
 * `GET /wps/agent/contracts/waiting`: what waits for the caller's answer (the login popup). Asked
 * only for a signed-in agent (`isAsked`): a trial account never fetches contract data (spec section 6).
 */
export const useWaitingContracts = (isAsked: boolean) => {
  const token = useToken();
  return useQuery({
    queryKey: [...CONTRACTS_KEY, 'waiting', token],
    queryFn: () => call(contractEndpoints.waiting),
    enabled: isAsked && token !== '',
    staleTime: 60_000,
  });
};

/** `GET /wps/agent/contracts/limits`: the operator's bounds, the caller's own terms and whom to offer to. */
export const useContractLimits = (kind: ContractKind, product: ContractProduct) => {
  const token = useToken();
  return useQuery({
    queryKey: [...CONTRACTS_KEY, 'limits', token, kind, product],
    queryFn: () => call(contractEndpoints.limits, { query: { kind, product } }),
    enabled: token !== '',
  });
};

/** `GET /wps/agent/contracts/:id/history`. */
export const useContractHistory = (id: number) => {
  const token = useToken();
  return useQuery({
    queryKey: [...CONTRACTS_KEY, 'history', token, id],
    queryFn: () => call(contractEndpoints.history, { params: { id } }),
    enabled: token !== '',
  });
};

/** `GET /wps/agent/settlements`: the caller's settlement records of a kind over a range of days. */
export const useSettlements = (query: SettlementListQuery) => {
  const token = useToken();
  return useQuery({
    queryKey: [...CONTRACTS_KEY, 'settlements', token, query],
    queryFn: () => call(contractEndpoints.settlements, { query }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
};

/** `GET /wps/agent/settlements/estimate`: the open period of each signed contract, computed now. */
export const useSettlementEstimate = (kind: ContractKind) => {
  const token = useToken();
  return useQuery({
    queryKey: [...CONTRACTS_KEY, 'estimate', token, kind],
    queryFn: () => call(contractEndpoints.estimate, { query: { kind } }),
    enabled: token !== '',
  });
};

const useContractMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY }),
  });
};

export const useOfferContract = () =>
  useContractMutation((body: ContractOffer) => call(contractEndpoints.offer, { body }));
export const useChangeContract = () =>
  useContractMutation((input: { id: number; terms: ContractTerms }) =>
    call(contractEndpoints.change, { params: { id: input.id }, body: { terms: input.terms } }),
  );
export const useAnswerContract = () =>
  useContractMutation((input: { id: number } & ContractAnswerInput) =>
    call(contractEndpoints.answer, {
      params: { id: input.id },
      body: { answer: input.answer, endDownlineContracts: input.endDownlineContracts ?? false },
    }),
  );
export const useTerminateContract = () =>
  useContractMutation((id: number) => call(contractEndpoints.terminate, { params: { id } }));
