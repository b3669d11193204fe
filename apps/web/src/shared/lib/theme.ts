import { useSyncExternalStore } from 'react';
import { createStore } from './create-store.ts';

export type Theme = 'dark' | 'light';

const THEME_KEY = 'theme';
const DEFAULT_THEME: Theme = 'dark';

const readTheme = (): Theme => {
  const stored = localStorage.getItem(THEME_KEY);
  return stored === 'light' || stored === 'dark' ? stored : DEFAULT_THEME;
};

const store = createStore<Theme>(readTheme());

const applyTheme = (theme: Theme) => {
  document.documentElement.dataset.theme = theme;
};

/**
 * Puts the stored theme on `<html data-theme>`. In the built page the start script (src/start.ts)
 * has already done so before the first paint.
 */
export const initTheme = () => applyTheme(store.get());

export const setTheme = (theme: Theme) => {
  localStorage.setItem(THEME_KEY, theme);
  applyTheme(theme);
  store.set(theme);
};

export const useTheme = (): Theme => useSyncExternalStore(store.subscribe, store.get);
