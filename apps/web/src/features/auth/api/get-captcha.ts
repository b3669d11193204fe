import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  authEndpoints,
  captchaHeader,
  captchaWorkHeader,
  requestOf,
  type EndpointValue,
} from '@platform/contract';
import { startCaptchaWork, type SolvingCaptcha } from '@platform/ui/captcha-work.ts';
import { request } from '../../../shared/lib/api-client.ts';

export interface Captcha extends SolvingCaptcha {
  /** `data:image/png;base64,...` */
  image: string;
}

export const getCaptcha = async (): Promise<Captcha> => {
  // The captcha's key and work come in headers, so this call reads the whole answer.
  const { path } = requestOf(authEndpoints.captcha);
  const { value, headers } = await request<EndpointValue<typeof authEndpoints.captcha>>(path);
  return {
    image: value,
    key: headers.get(captchaHeader) ?? '',
    proof: startCaptchaWork(headers.get(captchaWorkHeader) ?? ''),
  };
};

/** Each image is answered once, so it is never reused from the cache. */
export const captchaQueryOptions = () =>
  queryOptions({ queryKey: ['captcha'], queryFn: getCaptcha, staleTime: Infinity, gcTime: 0, retry: false });

export const useCaptcha = (options: { enabled: boolean }) =>
  useQuery({ ...captchaQueryOptions(), enabled: options.enabled });
