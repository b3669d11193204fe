import { useMutation } from '@tanstack/react-query';
import type { Language } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

/** `PUT /wps/member/language`: a signed-in member's choice is kept on the server too. */
export const updateLanguage = (language: Language): Promise<unknown> =>
  api.put('/wps/member/language', { language });

export const useUpdateLanguage = () => useMutation({ mutationFn: updateLanguage });
