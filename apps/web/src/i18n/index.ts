import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, toLanguage, type Language } from '@platform/contract';
import { createTextBundles, toLocale, type TextBundle } from '@platform/ui/text-bundles.ts';
import ja from './ja.json';

const LANGUAGE_KEY = 'lang';
const PREVIOUS_LANGUAGE_KEY = 'hisLang';

/** A translate function, for helpers that take one (i18next's own type: the hook's is too deep for the compiler). */
export type Translate = TFunction<'translation'>;
/**
 * What the shell needs at first paint: Japanese, the default, is in the first load; English is
 * fetched when first chosen.
 */
const commonTexts: TextBundle = {
  ja: () => Promise.resolve({ default: ja }),
  en: () => import('./en.json'),
};

/** The stored choice; a missing or unsupported value falls back to `fallback` (spec section 9). */
export const getStoredLanguage = (fallback: Language = DEFAULT_LANGUAGE): Language =>
  toLanguage(localStorage.getItem(LANGUAGE_KEY), fallback);

export const i18n: I18n = i18next.createInstance();

i18n.on('languageChanged', (locale) => {
  document.documentElement.lang = locale;
});

void i18n.use(initReactI18next).init({
  resources: { ja: { translation: ja } },
  lng: 'ja',
  fallbackLng: toLocale(DEFAULT_LANGUAGE),
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export const getLanguage = (): Language => toLanguage(i18n.language);

const bundles = createTextBundles(i18n, { loaded: [[commonTexts, 'ja']], locale: 'ja' });

/** A lazy route's module, once its texts are added in the language shown (`createTextBundles`). */
export const withTexts = bundles.withTexts;

/** Switches the texts without storing a choice (the site's default language applies). */
export const applyLanguage = async (language: Language) => {
  await bundles.switchTo(toLocale(language));
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
