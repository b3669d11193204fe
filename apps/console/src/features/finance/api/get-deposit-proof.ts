import { queryOptions, useQuery } from '@tanstack/react-query';
import { UPLOAD_IMAGE_TYPES, financeEndpoints } from '@platform/contract';
import { callBlob } from '../../../shared/lib/api-client.ts';

/** `GET /console-api/deposits/:id/proof`: the member's transfer receipt, png or jpeg bytes. */
export const getDepositProof = (id: number) =>
  callBlob(financeEndpoints.depositProof, UPLOAD_IMAGE_TYPES, { params: { id } });

/** A proof never changes once uploaded: loaded once per order while the console is open. */
export const depositProofQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['finance', 'deposit-proof', id],
    queryFn: () => getDepositProof(id),
    staleTime: Infinity,
  });

export const useDepositProof = (id: number) => useQuery(depositProofQueryOptions(id));
