import { useMutation } from '@tanstack/react-query';
import { memberEndpoints, type Language } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** `PUT /wps/member/language`: a signed-in member's choice is kept on the server too. */
export const updateLanguage = (language: Language): Promise<unknown> =>
  call(memberEndpoints.setLanguage, { body: { language } });

export const useUpdateLanguage = () => useMutation({ mutationFn: updateLanguage });
