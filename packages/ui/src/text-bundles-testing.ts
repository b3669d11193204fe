import { describe, expect, it } from 'vitest';
import type { TextTree } from './text-bundles.ts';

/*
 * The checks every app's text bundles pass (its `i18n/i18n-bundles.test.ts` hands in its files):
 * JA and EN in step, no empty text, the same placeholders, each feature's bundle loaded through its
 * `texts.ts`, each key in one bundle only.
 */

/** A bundle's keys and texts, flattened: `{ wallet: { title: 'Wallet' } }` → `wallet.title`. */
const flatten = (tree: TextTree, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : [...flatten(value, `${prefix}${key}.`)],
    ),
  );

/** The `{{name}}` placeholders of a text but `count`, which a plural form may spell out ("1 game"). */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)/g)]
    .map((match) => match[1])
    .filter((name) => name !== 'count')
    .sort();

/**
 * `files`: every bundle's JSON by path (`../features/wallet/i18n/ja.json`, the common one
 * `../i18n/ja.json`), as `import.meta.glob` reads them from the app's `i18n` folder; `loaders`: the paths
 * of the features' `texts.ts`.
 */
export const checkTextBundles = (files: Record<string, TextTree>, loaders: string[]) => {
  const texts = (folder: string, locale: 'ja' | 'en') => flatten(files[`${folder}/${locale}.json`] ?? {});
  const folders = [...new Set(Object.keys(files).map((path) => path.replace(/\/[^/]+\.json$/, '')))];

  describe.each(folders)('the texts in %s', (folder) => {
    const ja = texts(folder, 'ja');
    const en = texts(folder, 'en');

    it('are the only files there: one per language', () => {
      expect(Object.keys(files).filter((path) => path.startsWith(`${folder}/`))).toEqual([
        `${folder}/en.json`,
        `${folder}/ja.json`,
      ]);
    });

    it('have the same keys in Japanese and English', () => {
      expect([...ja.keys()].filter((key) => !en.has(key))).toEqual([]);
      expect([...en.keys()].filter((key) => !ja.has(key))).toEqual([]);
    });

    it('leave no text empty', () => {
      const empty = [...ja, ...en].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty).toEqual([]);
    });

    it('name the same placeholders in both languages', () => {
      const differing = [...ja].filter(
        ([key, text]) => placeholders(text).join() !== placeholders(en.get(key) ?? text).join(),
      );
      expect(differing.map(([key]) => key)).toEqual([]);
    });

    it.runIf(folder.startsWith('../features/'))('are loaded through the feature’s texts.ts', () => {
      expect(loaders).toContain(`${folder}/texts.ts`);
    });
  });

  it('puts each key in one bundle only: the bundles are merged into one namespace', () => {
    const owners = new Map<string, string[]>();
    for (const folder of folders) {
      for (const key of texts(folder, 'ja').keys()) owners.set(key, [...(owners.get(key) ?? []), folder]);
    }
    expect([...owners].filter(([, bundles]) => bundles.length > 1)).toEqual([]);
  });
};
