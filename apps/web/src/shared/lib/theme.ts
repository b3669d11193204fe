import { createThemeStore } from '@platform/ui/theme.ts';

/**
 * The member site's theme. In the built page the start script (src/start.ts) has already put the
 * stored one on `<html data-theme>` before the first paint, from the same key.
 */
export const { initTheme, setTheme, useTheme } = createThemeStore('theme');
