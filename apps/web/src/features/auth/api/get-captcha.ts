import { queryOptions, useQuery } from '@tanstack/react-query';
import { captchaHeader } from '@platform/contract';
import { request } from '../../../shared/lib/api-client.ts';

export interface Captcha {
  /** `data:image/svg+xml;base64,...` */
  image: string;
  /** Sent back as `captchaKey` with the typed answer. */
  key: string;
}

export const getCaptcha = async (): Promise<Captcha> => {
  const { value, headers } = await request<string>('/wps/captcha');
  return { image: value, key: headers.get(captchaHeader) ?? '' };
};

/** Each image is answered once, so it is never reused from the cache. */
export const captchaQueryOptions = () =>
  queryOptions({ queryKey: ['captcha'], queryFn: getCaptcha, staleTime: Infinity, gcTime: 0, retry: false });

export const useCaptcha = (options: { enabled: boolean }) =>
  useQuery({ ...captchaQueryOptions(), enabled: options.enabled });
