import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isSessionEnded } from '../api/client.ts';

const MAX_RETRIES = 2;

/** Only a lost connection or a 5xx is worth another try; a refusal will not change. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < MAX_RETRIES &&
  error instanceof ApiError &&
  (error.code === 'network_error' || error.status >= 500);

/** One client per game page; `onSessionEnded` turns the page into the "reopen from the lobby" message. */
export const createHouseQueryClient = (onSessionEnded: () => void) => {
  const onError = (error: unknown) => {
    if (isSessionEnded(error)) onSessionEnded();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      // A play is never repeated by itself: the player decides, with a new request id.
      mutations: { retry: false },
    },
  });
};
