import type { i18n as I18n } from 'i18next';
import { toLanguage, type Language } from '@platform/contract';

export type Locale = 'ja' | 'en';

/** The texts of one JSON file: nested groups of keys. */
export interface TextTree {
  [key: string]: string | TextTree;
}

/**
 * The texts of a part of an app, one file per language (`features/<feature>/i18n/{ja,en}.json`),
 * each fetched the first time it is needed. JA and EN carry the same keys (`checkTextBundles`).
 */
export type TextBundle = Record<Locale, () => Promise<{ default: TextTree }>>;

export const toLocale = (language: Language): Locale => (language === 'EN' ? 'en' : 'ja');

/**
 * The bundles an app's i18next instance has in use, each with its languages added or being added,
 * all merged into the one `translation` namespace so keys stay the same wherever texts come from.
 * `loaded` are the bundles already in the instance's resources at start.
 */
export const createTextBundles = (
  i18n: I18n,
  { loaded, locale }: { loaded: [TextBundle, Locale][]; locale: Locale },
) => {
  const bundlesInUse = new Map<TextBundle, Map<Locale, Promise<void>>>(
    loaded.map(([bundle, at]) => [bundle, new Map([[at, Promise.resolve()]])]),
  );
  /** The language being switched to: a screen loading meanwhile needs it too. */
  let nextLocale = locale;

  const addTexts = (bundle: TextBundle, at: Locale): Promise<void> => {
    const added = bundlesInUse.get(bundle) ?? new Map<Locale, Promise<void>>();
    bundlesInUse.set(bundle, added);
    const adding =
      added.get(at) ??
      bundle[at]().then(
        ({ default: texts }) => {
          i18n.addResourceBundle(at, 'translation', texts, true, false);
        },
        (error: unknown) => {
          // A failed fetch (a new release, a lost connection) is tried again next time.
          added.delete(at);
          throw error;
        },
      );
    added.set(at, adding);
    return adding;
  };

  return {
    /**
     * A lazy route's module, once its texts are added too, in the language shown (and in one being
     * switched to): the texts arrive with the screen's chunk, and the screen never renders a raw key.
     */
    withTexts: async <T>(module: Promise<T>, ...bundles: TextBundle[]): Promise<T> => {
      const locales = new Set([toLocale(toLanguage(i18n.language)), nextLocale]);
      const [answer] = await Promise.all([
        module,
        ...bundles.flatMap((bundle) => [...locales].map((at) => addTexts(bundle, at))),
      ]);
      return answer;
    },

    /** Fetches every bundle in use in `locale` first, then switches: no screen shows a raw key. */
    switchTo: async (locale: Locale) => {
      nextLocale = locale;
      await Promise.all([...bundlesInUse.keys()].map((bundle) => addTexts(bundle, locale)));
      await i18n.changeLanguage(locale);
    },
  };
};
