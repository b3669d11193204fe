import { describe, expect, it } from 'vitest';

interface TextTree {
  [key: string]: string | TextTree;
}

/** Every bundle of the app: the common one here and each feature's (`features/<feature>/i18n`). */
const files = import.meta.glob<TextTree>('../**/i18n/*.json', { eager: true, import: 'default' });
const loaders = Object.keys(import.meta.glob('../features/*/i18n/texts.ts'));

/** A bundle's keys and texts, flattened: `{ wallet: { title: 'Wallet' } }` → `wallet.title`. */
const flatten = (tree: TextTree, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : [...flatten(value, `${prefix}${key}.`)],
    ),
  );

const texts = (folder: string, locale: 'ja' | 'en') => flatten(files[`${folder}/${locale}.json`] ?? {});
const folders = [...new Set(Object.keys(files).map((path) => path.replace(/\/[^/]+\.json$/, '')))];
/** The `{{name}}` placeholders of a text but `count`, which a plural form may spell out ("1 game"). */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)/g)]
    .map((match) => match[1])
    .filter((name) => name !== 'count')
    .sort();

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
