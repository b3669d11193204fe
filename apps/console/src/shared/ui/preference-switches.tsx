import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '@platform/contract';
import { chooseLanguage, useLanguage } from '../../i18n/index.ts';
import { cx } from '@platform/ui/cx.ts';
import { setTheme, useTheme } from '../lib/theme.ts';
import { GlobeIcon, MoonIcon, SunIcon } from '@platform/ui/icons.tsx';
import './preference-switches.css';

/** Language (stored in `console.lang`) and dark or light theme, on the login page and in the header. */
export function PreferenceSwitches() {
  const { t } = useTranslation();
  const language = useLanguage();
  const theme = useTheme();
  const isDark = theme === 'dark';
  return (
    <div className="preferences">
      <div className="segmented" role="group" aria-label={t('preferences.language')}>
        <GlobeIcon className="segmented__icon" />
        {SUPPORTED_LANGUAGES.map((option) => (
          <button
            key={option}
            type="button"
            lang={option === 'EN' ? 'en' : 'ja'}
            className={cx('segmented__option', option === language && 'segmented__option--active')}
            aria-pressed={option === language}
            onClick={() => void chooseLanguage(option)}
          >
            {t(option === 'EN' ? 'languages.EN' : 'languages.JA')}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        aria-pressed={isDark}
        onClick={() => setTheme(isDark ? 'light' : 'dark')}
      >
        {isDark ? <MoonIcon /> : <SunIcon />}
        {t('preferences.darkTheme')}
      </button>
    </div>
  );
}
