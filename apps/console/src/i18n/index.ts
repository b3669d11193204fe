import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, toLanguage, type Language } from '@platform/contract';
import { createTextBundles, toLocale } from '@platform/ui/text-bundles.ts';
import en from './en.json';
import ja from './ja.json';

/** The console's own key: the member site on the same origin keeps its choice in `lang`. */
const LANGUAGE_KEY = 'console.lang';

const getStoredLanguage = (): Language => toLanguage(localStorage.getItem(LANGUAGE_KEY));

export const i18n: I18n = i18next.createInstance();

i18n.on('languageChanged', (locale) => {
  document.documentElement.lang = locale;
  document.title = i18n.t('app.name');
});

// The shell's texts (layout, navigation, login, dashboard, common words) in both languages: the
// areas' own texts come with their pages.
void i18n.use(initReactI18next).init({
  resources: { ja: { translation: ja }, en: { translation: en } },
  lng: toLocale(getStoredLanguage()),
  fallbackLng: toLocale(DEFAULT_LANGUAGE),
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export const getLanguage = (): Language => toLanguage(i18n.language);

const bundles = createTextBundles(i18n, { loaded: [], locale: toLocale(getLanguage()) });

/** A lazy route's module, once its area's texts are added in the language shown (`createTextBundles`). */
export const withTexts = bundles.withTexts;

export const chooseLanguage = async (language: Language) => {
  localStorage.setItem(LANGUAGE_KEY, language);
  await bundles.switchTo(toLocale(language));
};

export const useLanguage = (): Language => {
  const { i18n: instance } = useTranslation();
  return toLanguage(instance.language);
};
