import { useSyncExternalStore } from 'react';
import { createStore } from '@platform/ui/create-store.ts';

export interface Toast {
  id: number;
  message: string;
  tone: 'success' | 'danger' | 'info';
}

/** Long enough to read a sentence; the bell keeps the notice afterwards. */
const TOAST_MS = 8000;

const store = createStore<readonly Toast[]>([]);
let nextId = 1;

export const dismissToast = (id: number) => store.set(store.get().filter((toast) => toast.id !== id));

/** A short message in the corner, read out by screen readers (the toaster is a `status` region). */
export const showToast = (message: string, tone: Toast['tone'] = 'info') => {
  const id = nextId++;
  store.set([...store.get(), { id, message, tone }]);
  window.setTimeout(() => dismissToast(id), TOAST_MS);
};

export const useToasts = (): readonly Toast[] => useSyncExternalStore(store.subscribe, store.get);
