import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gamesAdminEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { VENDORS_KEY } from './get-vendors.ts';

/**
 * `POST /console-api/games/vendors/:vassalage/secret`: a new signing secret, shown this once; the
 * old one stops working, so the vendor must be given the new one.
 */
export const rotateVendorSecret = (vassalage: string) =>
  call(gamesAdminEndpoints.rotateSecret, { params: { vassalage } });

export const useRotateVendorSecret = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateVendorSecret,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VENDORS_KEY }),
  });
};
