import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { staffEndpoints, type staffCreateSchema } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

export type StaffCreate = z.output<typeof staffCreateSchema>;

/** `POST /console-api/staff`: a new account, which must change its password at first sign-in. */
export const createStaff = (input: StaffCreate) => call(staffEndpoints.create, { body: input });

export const useCreateStaff = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
};
