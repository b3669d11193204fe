import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Language } from '../lib/launch.ts';
import en from './en.json';
import ja from './ja.json';

/** Both files carry the same keys: each one is checked against the other's shape. */
const resources = {
  ja: { translation: ja satisfies typeof en },
  en: { translation: en satisfies typeof ja },
} as const;

const toLocale = (language: Language): keyof typeof resources => (language === 'EN' ? 'en' : 'ja');

export const createI18n = (language: Language): I18n => {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (locale) => {
    document.documentElement.lang = locale;
  });
  void instance.use(initReactI18next).init({
    resources,
    lng: toLocale(language),
    fallbackLng: 'ja',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
};

export const applyLanguage = async (instance: I18n, language: Language) => {
  if (instance.language !== toLocale(language)) await instance.changeLanguage(toLocale(language));
};

/** The page's language as the platform spells it. */
export const useLanguage = (): Language => {
  const { i18n: instance } = useTranslation();
  return instance.language === 'en' ? 'EN' : 'JA';
};
