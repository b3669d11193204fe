import { useMutation } from '@tanstack/react-query';
import type { FreePlayRequest, LoginResult } from '@platform/contract';
import { api } from '../../../shared/lib/api-client.ts';

/** `POST /wps/session/login/freeplay` (os, platform W, gateway version 3): a trial account's session. */
export const startFreePlay = (): Promise<LoginResult> => {
  const payload: FreePlayRequest = { os: navigator.platform || undefined, platform: 'W', gatewayVersion: 3 };
  return api.post<LoginResult>('/wps/session/login/freeplay', payload);
};

export const useFreePlay = () => useMutation({ mutationFn: startFreePlay });
