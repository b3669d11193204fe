import { useTranslation } from 'react-i18next';
import { nativeLanguageName, type Language } from '@platform/contract';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { cx } from '@platform/ui/cx.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { GlobeIcon } from '@platform/ui/icons.tsx';
import { chooseLanguage, useLanguage } from '../../../i18n/index.ts';
import { useUpdateLanguage } from '../api/update-language.ts';
import './language-switcher.css';

const LANGUAGE_CODE_KEYS = { JA: 'languageCodes.JA', EN: 'languageCodes.EN' } as const;

/**
 * The site's configured languages, each under its own name (日本語, English); a change is stored,
 * sent to the server when signed in, and applied.
 */
export function LanguageSwitcher({ isCompact = false }: { isCompact?: boolean }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const { languages } = useSiteConfig();
  const isSignedIn = useSession() !== null;
  const updateLanguage = useUpdateLanguage();

  const choose = (language: Language) => {
    if (language === current) return;
    void chooseLanguage(language);
    if (isSignedIn) updateLanguage.mutate(language);
  };

  return (
    <div
      className={cx('segmented', isCompact && 'segmented--compact')}
      role="group"
      aria-label={t('nav.language')}
    >
      {!isCompact && <GlobeIcon className="segmented__icon" />}
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language.toLowerCase()}
          className={cx('segmented__option', language === current && 'segmented__option--active')}
          aria-pressed={language === current}
          aria-label={isCompact ? nativeLanguageName(language) : undefined}
          onClick={() => choose(language)}
        >
          {isCompact ? t(LANGUAGE_CODE_KEYS[language]) : nativeLanguageName(language)}
        </button>
      ))}
    </div>
  );
}
