import { useCallback, useRef, useState } from 'react';

/**
 * One player action at a time. The ref closes the gap before React re-renders the disabled button,
 * so a double click sends one request; the failure is kept to be shown by its code.
 */
export const useAction = () => {
  const busyRef = useRef(false);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const run = useCallback(async <T>(action: () => Promise<T>): Promise<T | null> => {
    if (busyRef.current) return null;
    busyRef.current = true;
    setBusy(true);
    setError(null);
    try {
      return await action();
    } catch (caught) {
      setError(caught);
      return null;
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, []);

  return { isBusy, error, run };
};
