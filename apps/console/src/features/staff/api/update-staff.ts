import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { staffEndpoints, type staffUpdateSchema } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

export type StaffUpdate = z.output<typeof staffUpdateSchema>;

/** `PUT /console-api/staff/:id`: a new role, or enabled / disabled (disabling ends their sessions). */
export const updateStaff = ({ id, ...input }: StaffUpdate & { id: number }) =>
  call(staffEndpoints.update, { params: { id }, body: input });

export const useUpdateStaff = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
};
