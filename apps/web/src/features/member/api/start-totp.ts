import { useMutation } from '@tanstack/react-query';
import { memberEndpoints, type TotpEnrolment } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** `POST /wps/member/totp`: a new secret to scan; it counts once a code from it is confirmed. */
export const startTotp = (input: { password: string }): Promise<TotpEnrolment> =>
  call(memberEndpoints.startTotp, { body: input });

export const useStartTotp = () => useMutation({ mutationFn: startTotp });
