import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractEndpoints, type ContractFlags } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';

/** `GET /wps/member/info/funds/consolidated`: which contract pages the agent centre shows. */
export const getContractFlags = (): Promise<ContractFlags> => call(contractEndpoints.consolidated);

/** Keyed by the token: a new session never shows the previous one's contracts. */
export const contractFlagsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['contracts', 'consolidated', token],
    queryFn: getContractFlags,
    staleTime: 60_000,
  });

/**
 * The caller's contract flags, asked when the agent centre opens (spec section 6: a trial account
 * never asks; `isAsked` is false for it and for a visitor).
 */
export const useContractFlags = (isAsked: boolean) => {
  const token = useSession()?.token ?? '';
  return useQuery({ ...contractFlagsQueryOptions(token), enabled: isAsked && token !== '' });
};
