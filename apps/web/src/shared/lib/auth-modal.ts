import { useSyncExternalStore } from 'react';
import { createStore } from '@platform/ui/create-store.ts';

/** Which form the login / registration popup shows; null when it is closed. */
export type AuthModalView = 'login' | 'register' | 'forgotPassword';

const store = createStore<AuthModalView | null>(null);

export const openAuthModal = (view: AuthModalView) => store.set(view);
export const closeAuthModal = () => store.set(null);
export const useAuthModalView = (): AuthModalView | null => useSyncExternalStore(store.subscribe, store.get);
