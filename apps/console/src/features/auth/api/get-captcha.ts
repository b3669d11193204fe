import { useQuery } from '@tanstack/react-query';
import { staffAuthEndpoints } from '@platform/contract';
import { startCaptchaWork, type SolvingCaptcha } from '@platform/ui/captcha-work.ts';
import { call } from '../../../shared/lib/api-client.ts';

export interface StaffCaptcha extends SolvingCaptcha {
  image: string;
}

/** `GET /console-api/auth/captcha`: asked for after a failed sign-in from this IP or on this account. */
export const getCaptcha = async (): Promise<StaffCaptcha> => {
  const { image, key, work } = await call(staffAuthEndpoints.captcha);
  return { image, key, proof: startCaptchaWork(work) };
};

/** Each captcha answers once, so it is never reused from the cache. */
export const useCaptcha = (options: { enabled: boolean }) =>
  useQuery({
    queryKey: ['captcha'],
    queryFn: getCaptcha,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    ...options,
  });
