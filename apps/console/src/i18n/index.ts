import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, toLanguage, type Language } from '@platform/contract';
import en from './en.json';
import ja from './ja.json';

/** The console's own key: the member site on the same origin keeps its choice in `lang`. */
const LANGUAGE_KEY = 'console.lang';

type Locale = 'ja' | 'en';

/** The texts of one JSON file: nested groups of keys. */
interface TextTree {
  [key: string]: string | TextTree;
}

/**
 * The texts of one area (`features/<feature>/i18n/{ja,en}.json`), one file per language, each
 * fetched the first time a page needs it. JA and EN carry the same keys (i18n-bundles.test.ts).
 */
export type TextBundle = Record<Locale, () => Promise<{ default: TextTree }>>;

const toLocale = (language: Language): Locale => (language === 'EN' ? 'en' : 'ja');

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

/**
 * The areas' bundles in use, each with its languages added or being added: a newly chosen
 * language is fetched for all of them before the switch, so no page shows a raw key.
 */
const bundlesInUse = new Map<TextBundle, Map<Locale, Promise<void>>>();

/** The language being switched to (chooseLanguage): a page loading meanwhile needs it too. */
let nextLocale: Locale = toLocale(getLanguage());

const addTexts = (bundle: TextBundle, locale: Locale): Promise<void> => {
  const added = bundlesInUse.get(bundle) ?? new Map<Locale, Promise<void>>();
  bundlesInUse.set(bundle, added);
  const adding =
    added.get(locale) ??
    bundle[locale]().then(
      ({ default: texts }) => {
        // One namespace: the keys stay the same wherever a page's texts come from.
        i18n.addResourceBundle(locale, 'translation', texts, true, false);
      },
      (error: unknown) => {
        // A failed fetch (a new release, a lost connection) is tried again next time.
        added.delete(locale);
        throw error;
      },
    );
  added.set(locale, adding);
  return adding;
};

/**
 * A lazy route's module, once its texts are added too, in the language shown (and in one being
 * switched to): the texts arrive with the page's chunk, and the page never renders a raw key.
 */
export const withTexts = async <T>(module: Promise<T>, ...bundles: TextBundle[]): Promise<T> => {
  const locales = new Set([toLocale(getLanguage()), nextLocale]);
  const [loaded] = await Promise.all([
    module,
    ...bundles.flatMap((bundle) => [...locales].map((locale) => addTexts(bundle, locale))),
  ]);
  return loaded;
};

export const chooseLanguage = async (language: Language) => {
  const locale = toLocale(language);
  localStorage.setItem(LANGUAGE_KEY, language);
  nextLocale = locale;
  await Promise.all([...bundlesInUse.keys()].map((bundle) => addTexts(bundle, locale)));
  await i18n.changeLanguage(locale);
};

export const useLanguage = (): Language => {
  const { i18n: instance } = useTranslation();
  return toLanguage(instance.language);
};
