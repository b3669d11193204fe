import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { staffUpdateSchema } from '@platform/contract';
import { api, emptySchema } from '../../../shared/lib/api-client.ts';

export type StaffUpdate = z.output<typeof staffUpdateSchema>;

/** `PUT /console-api/staff/:id`: a new role, or enabled / disabled (disabling ends their sessions). */
export const updateStaff = ({ id, ...input }: StaffUpdate & { id: number }) =>
  api.put(`/staff/${id}`, input, emptySchema);

export const useUpdateStaff = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
};
