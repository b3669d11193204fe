import { useSyncExternalStore } from 'react';
import { createStore } from '@platform/ui/create-store.ts';

/** Whether the last call failed for lack of network (`fetch` threw: it never reached the gateway). */
const hasFailedCall = createStore(false);

/** The API client's word on each call (`onConnection`): it reached the gateway, or failed for lack of network. */
export const reportConnection = (isReached: boolean) => {
  if (hasFailedCall.get() === isReached) hasFailedCall.set(!isReached);
};

const isNetworkDown = () => !navigator.onLine || hasFailedCall.get();

const subscribe = (listener: () => void) => {
  // Back online: the failed call's lack of network is over (the next call says if it is not).
  const online = () => hasFailedCall.set(false);
  addEventListener('online', online);
  addEventListener('offline', listener);
  const unsubscribe = hasFailedCall.subscribe(listener);
  return () => {
    removeEventListener('online', online);
    removeEventListener('offline', listener);
    unsubscribe();
  };
};

/** Whether the member is without network: the browser says it is offline, or the last call failed for lack of it. */
export const useIsNetworkDown = (): boolean => useSyncExternalStore(subscribe, isNetworkDown);
