import { QueryClient } from '@tanstack/react-query';
import { ApiError, CLIENT_ERROR } from './api-client.ts';

const MAX_RETRIES = 2;

/** Only a network failure or a 5xx is worth another try; a 4xx answer will not change. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < MAX_RETRIES &&
  (!(error instanceof ApiError) || error.errorCode === CLIENT_ERROR.NETWORK || error.status >= 500);

/** The app's query cache: answers stay fresh for `staleTime` ms; nothing refetches on window focus. */
export const createQueryClient = ({ staleTime }: { staleTime: number }) =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
