import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gamesAdminEndpoints, type VendorCreate } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { VENDORS_KEY } from './get-vendors.ts';

/** `POST /console-api/games/vendors`: a new vendor; the answer holds its signing secret, this once. */
export const createVendor = (input: VendorCreate) => call(gamesAdminEndpoints.createVendor, { body: input });

export const useCreateVendor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVendor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VENDORS_KEY }),
  });
};
