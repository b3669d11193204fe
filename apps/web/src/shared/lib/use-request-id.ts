import { useCallback, useState } from 'react';

/**
 * The idempotency key of a money form: made once, kept across retries of the same submission (a
 * double click or a retry after a lost answer moves money once), renewed after a success.
 */
export const useRequestId = (): [requestId: string, renew: () => void] => {
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setRequestId(crypto.randomUUID()), []);
  return [requestId, renew];
};
