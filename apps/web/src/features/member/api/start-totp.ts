import { useMutation } from '@tanstack/react-query';
import type { TotpEnrolment } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

/** `POST /wps/member/totp`: a new secret to scan; it counts once a code from it is confirmed. */
export const startTotp = (input: { password: string }): Promise<TotpEnrolment> =>
  api.post<TotpEnrolment>('/wps/member/totp', input);

export const useStartTotp = () => useMutation({ mutationFn: startTotp });
