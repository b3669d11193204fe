import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type FreePlayRequest, type LoginResult } from '@platform/contract';
import { call } from '../lib/api-client.ts';

/** `POST /wps/session/login/freeplay` (os, platform W, gateway version 3): a trial account's session. */
export const startFreePlay = (): Promise<LoginResult> => {
  const payload: FreePlayRequest = { os: navigator.platform || undefined, platform: 'W', gatewayVersion: 3 };
  return call(authEndpoints.freePlay, { body: payload });
};

export const useFreePlay = () => useMutation({ mutationFn: startFreePlay });
