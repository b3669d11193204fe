import { useTranslation } from 'react-i18next';
import { cx } from '@platform/ui/cx.ts';
import { setTheme, useTheme } from '../../../shared/lib/theme.ts';
import { MoonIcon, SunIcon } from '@platform/ui/icons.tsx';
import './theme-switch.css';

/** Dark / light switch; the choice is kept in local storage `theme`. */
export function ThemeSwitch({ isCompact = false }: { isCompact?: boolean }) {
  const { t } = useTranslation();
  const isDark = useTheme() === 'dark';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isDark}
      className={cx('theme-switch', isCompact && 'theme-switch--compact')}
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
    >
      {!isCompact && (isDark ? <MoonIcon /> : <SunIcon />)}
      <span className={isCompact ? 'visually-hidden' : 'theme-switch__label'}>{t('nav.darkMode')}</span>
      <span className="theme-switch__track" aria-hidden="true">
        <span className="theme-switch__thumb" />
      </span>
    </button>
  );
}
