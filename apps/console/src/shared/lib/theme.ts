import { createThemeStore } from '@platform/ui/theme.ts';

/** The console's theme, kept apart from the member site's choice. */
export const { initTheme, setTheme, useTheme } = createThemeStore('console.theme');
