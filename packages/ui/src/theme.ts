import { useSyncExternalStore } from 'react';
import { createStore } from './create-store.ts';

export type Theme = 'dark' | 'light';

const DEFAULT_THEME: Theme = 'dark';

const applyTheme = (theme: Theme) => {
  document.documentElement.dataset.theme = theme;
};

/**
 * The dark or light theme on `<html data-theme>`, kept in local storage under `storageKey` (each
 * app keeps its own choice).
 */
export const createThemeStore = (storageKey: string) => {
  const stored = localStorage.getItem(storageKey);
  const store = createStore<Theme>(stored === 'light' || stored === 'dark' ? stored : DEFAULT_THEME);
  return {
    /** Puts the stored theme on `<html data-theme>`. */
    initTheme: () => applyTheme(store.get()),
    setTheme: (theme: Theme) => {
      localStorage.setItem(storageKey, theme);
      applyTheme(theme);
      store.set(theme);
    },
    useTheme: (): Theme => useSyncExternalStore(store.subscribe, store.get),
  };
};
