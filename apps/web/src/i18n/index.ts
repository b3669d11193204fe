import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, toLanguage, type Language } from '@platform/contract';
import en from './en.json';
import ja from './ja.json';

const LANGUAGE_KEY = 'lang';
const PREVIOUS_LANGUAGE_KEY = 'hisLang';

/** Both files carry the same keys: each one is checked against the other's shape. */
const resources = {
  ja: { translation: ja satisfies typeof en },
  en: { translation: en satisfies typeof ja },
} as const;

const toLocale = (language: Language): keyof typeof resources => (language === 'EN' ? 'en' : 'ja');

/** The stored choice; a missing or unsupported value falls back to `fallback` (spec section 9). */
export const getStoredLanguage = (fallback: Language = DEFAULT_LANGUAGE): Language =>
  toLanguage(localStorage.getItem(LANGUAGE_KEY), fallback);

export const i18n: I18n = i18next.createInstance();

i18n.on('languageChanged', (locale) => {
  document.documentElement.lang = locale;
});

void i18n.use(initReactI18next).init({
  resources,
  lng: toLocale(getStoredLanguage()),
  fallbackLng: toLocale(DEFAULT_LANGUAGE),
  interpolation: { escapeValue: false },
  initAsync: false,
});

export const getLanguage = (): Language => toLanguage(i18n.language);

/** Switches the texts without storing a choice (the site's default language applies). */
export const applyLanguage = async (language: Language) => {
  await i18n.changeLanguage(toLocale(language));
};

/** A person's choice: stored in `lang`, the previous one in `hisLang`. */
export const chooseLanguage = async (language: Language) => {
  const previous = getLanguage();
  if (previous !== language) localStorage.setItem(PREVIOUS_LANGUAGE_KEY, previous);
  localStorage.setItem(LANGUAGE_KEY, language);
  await applyLanguage(language);
};

export const useLanguage = (): Language => {
  const { i18n: instance } = useTranslation();
  return toLanguage(instance.language);
};
