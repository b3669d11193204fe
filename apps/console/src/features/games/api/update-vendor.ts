import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gamesAdminEndpoints, type VendorUpdate } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { GAMES_KEY } from './get-vendors.ts';

export interface VendorChange {
  vassalage: string;
  update: VendorUpdate;
}

/** `PATCH /console-api/games/vendors/:vassalage`: only the fields sent change. */
export const updateVendor = ({ vassalage, update }: VendorChange) =>
  call(gamesAdminEndpoints.updateVendor, { params: { vassalage }, body: update });

/** A vendor's status and maintenance show on its games too: both lists are refreshed. */
export const useUpdateVendor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GAMES_KEY }),
  });
};
