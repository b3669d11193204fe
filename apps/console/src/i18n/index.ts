import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, toLanguage, type Language } from '@platform/contract';
import en from './en.json';
import ja from './ja.json';

/** The console's own key: the member site on the same origin keeps its choice in `lang`. */
const LANGUAGE_KEY = 'console.lang';

/** Both files carry the same keys: each one is checked against the other's shape. */
export const resources = {
  ja: { translation: ja satisfies typeof en },
  en: { translation: en satisfies typeof ja },
} as const;

const toLocale = (language: Language): keyof typeof resources => (language === 'EN' ? 'en' : 'ja');

const getStoredLanguage = (): Language => toLanguage(localStorage.getItem(LANGUAGE_KEY));

export const i18n: I18n = i18next.createInstance();

i18n.on('languageChanged', (locale) => {
  document.documentElement.lang = locale;
  document.title = i18n.t('app.name');
});

void i18n.use(initReactI18next).init({
  resources,
  lng: toLocale(getStoredLanguage()),
  fallbackLng: toLocale(DEFAULT_LANGUAGE),
  interpolation: { escapeValue: false },
  initAsync: false,
});

export const getLanguage = (): Language => toLanguage(i18n.language);

export const chooseLanguage = async (language: Language) => {
  localStorage.setItem(LANGUAGE_KEY, language);
  await i18n.changeLanguage(toLocale(language));
};

export const useLanguage = (): Language => {
  const { i18n: instance } = useTranslation();
  return toLanguage(instance.language);
};
