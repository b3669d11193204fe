import { QueryClient } from '@tanstack/react-query';
import { ApiError, CLIENT_ERROR } from './api-client.ts';
import { onSessionEnd } from './session.ts';

const MAX_RETRIES = 2;

/** Only a network failure or a 5xx is worth another try; a 4xx answer will not change. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < MAX_RETRIES &&
  (!(error instanceof ApiError) || error.errorCode === CLIENT_ERROR.NETWORK || error.status >= 500);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 15_000, retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// What one staff member loaded must never show to the next one on this tab.
onSessionEnd(() => queryClient.clear());
