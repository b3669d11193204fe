import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, toLanguage, type Language } from '@platform/contract';
import ja from './ja.json';

const LANGUAGE_KEY = 'lang';
const PREVIOUS_LANGUAGE_KEY = 'hisLang';

/** A translate function, for helpers that take one (i18next's own type: the hook's is too deep for the compiler). */
export type Translate = TFunction<'translation'>;
type Locale = 'ja' | 'en';

/** The texts of one JSON file: nested groups of keys. */
interface TextTree {
  [key: string]: string | TextTree;
}

/**
 * The texts of a part of the app, one file per language (`features/<feature>/i18n/{ja,en}.json`),
 * each fetched the first time it is needed. JA and EN carry the same keys (i18n-bundles.test.ts).
 */
export type TextBundle = Record<Locale, () => Promise<{ default: TextTree }>>;

/**
 * What the shell needs at first paint: Japanese, the default, is in the first load; English is
 * fetched when first chosen.
 */
const commonTexts: TextBundle = {
  ja: () => Promise.resolve({ default: ja }),
  en: () => import('./en.json'),
};

const toLocale = (language: Language): Locale => (language === 'EN' ? 'en' : 'ja');

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

/**
 * The bundles in use, each with its languages added or being added: a newly chosen language is
 * fetched for all of them before the switch, so no screen shows a raw key.
 */
const bundlesInUse = new Map<TextBundle, Map<Locale, Promise<void>>>([
  [commonTexts, new Map([['ja', Promise.resolve()]])],
]);

/** The language being switched to (applyLanguage): a screen loading meanwhile needs it too. */
let nextLocale: Locale = 'ja';

const addTexts = (bundle: TextBundle, locale: Locale): Promise<void> => {
  const added = bundlesInUse.get(bundle) ?? new Map<Locale, Promise<void>>();
  bundlesInUse.set(bundle, added);
  const adding =
    added.get(locale) ??
    bundle[locale]().then(
      ({ default: texts }) => {
        // One namespace: the keys stay the same wherever a screen's texts come from.
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
 * switched to): the texts arrive with the screen's chunk, and the screen never renders a raw key.
 */
export const withTexts = async <T>(module: Promise<T>, ...bundles: TextBundle[]): Promise<T> => {
  const locales = new Set([toLocale(getLanguage()), nextLocale]);
  const [loaded] = await Promise.all([
    module,
    ...bundles.flatMap((bundle) => [...locales].map((locale) => addTexts(bundle, locale))),
  ]);
  return loaded;
};

/** Switches the texts without storing a choice (the site's default language applies). */
export const applyLanguage = async (language: Language) => {
  const locale = toLocale(language);
  nextLocale = locale;
  await Promise.all([...bundlesInUse.keys()].map((bundle) => addTexts(bundle, locale)));
  await i18n.changeLanguage(locale);
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
