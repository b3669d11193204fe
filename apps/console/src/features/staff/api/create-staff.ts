import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { staffRowSchema, type staffCreateSchema } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

export type StaffCreate = z.output<typeof staffCreateSchema>;

/** `POST /console-api/staff`: a new account, which must change its password at first sign-in. */
export const createStaff = (input: StaffCreate) => api.post('/staff', input, staffRowSchema);

export const useCreateStaff = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
};
