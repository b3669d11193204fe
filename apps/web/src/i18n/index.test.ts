// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The module as a fresh page load finds it: Japanese, with the common bundle only. */
const loadPage = async () => {
  vi.resetModules();
  return import('./index.ts');
};

/** A feature's bundle whose files are counted as they are fetched. */
const featureBundle = () => ({
  ja: vi.fn(() => Promise.resolve({ default: { feature: { title: '入金' } } })),
  en: vi.fn(() => Promise.resolve({ default: { feature: { title: 'Deposit' } } })),
});

beforeEach(() => {
  localStorage.clear();
});

describe('withTexts', () => {
  it('resolves to the screen’s module once the texts of the language shown are added', async () => {
    const { i18n, withTexts } = await loadPage();
    const bundle = featureBundle();
    expect(await withTexts(Promise.resolve('module'), bundle)).toBe('module');
    expect(i18n.getResource('ja', 'translation', 'feature.title')).toBe('入金');
    expect(bundle.ja).toHaveBeenCalledTimes(1);
    expect(bundle.en).not.toHaveBeenCalled();
  });

  it('keeps the common texts beside a feature’s', async () => {
    const { i18n, withTexts } = await loadPage();
    await withTexts(Promise.resolve(), featureBundle());
    expect(i18n.t('common.loading')).not.toBe('common.loading');
  });

  it('fetches a bundle once however many screens use it', async () => {
    const { withTexts } = await loadPage();
    const bundle = featureBundle();
    await Promise.all([withTexts(Promise.resolve(), bundle), withTexts(Promise.resolve(), bundle)]);
    await withTexts(Promise.resolve(), bundle);
    expect(bundle.ja).toHaveBeenCalledTimes(1);
  });

  it('fails with the fetch, and fetches again next time', async () => {
    const { i18n, withTexts } = await loadPage();
    const bundle = featureBundle();
    bundle.ja.mockRejectedValueOnce(new Error('offline'));
    await expect(withTexts(Promise.resolve(), bundle)).rejects.toThrow('offline');
    await withTexts(Promise.resolve(), bundle);
    expect(bundle.ja).toHaveBeenCalledTimes(2);
    expect(i18n.getResource('ja', 'translation', 'feature.title')).toBe('入金');
  });
});

describe('applyLanguage', () => {
  it('fetches every bundle in use in the new language before it switches', async () => {
    const { applyLanguage, i18n, withTexts } = await loadPage();
    const bundle = featureBundle();
    await withTexts(Promise.resolve(), bundle);
    const switching = applyLanguage('EN');
    expect(i18n.language).toBe('ja');
    await switching;
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(bundle.en).toHaveBeenCalledTimes(1);
    expect(i18n.getResource('en', 'translation', 'feature.title')).toBe('Deposit');
    expect(i18n.t('common.loading')).not.toBe(i18n.getResource('ja', 'translation', 'common.loading'));
  });

  it('gives a screen loading during the switch the texts of both languages', async () => {
    const { applyLanguage, withTexts } = await loadPage();
    const bundle = featureBundle();
    const switching = applyLanguage('EN');
    await withTexts(Promise.resolve(), bundle);
    await switching;
    expect(bundle.ja).toHaveBeenCalledTimes(1);
    expect(bundle.en).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing more when switching back', async () => {
    const { applyLanguage, i18n, withTexts } = await loadPage();
    const bundle = featureBundle();
    await withTexts(Promise.resolve(), bundle);
    await applyLanguage('EN');
    await applyLanguage('JA');
    expect(i18n.language).toBe('ja');
    expect(bundle.ja).toHaveBeenCalledTimes(1);
    expect(bundle.en).toHaveBeenCalledTimes(1);
  });
});

describe('chooseLanguage', () => {
  it('stores the choice and the previous language', async () => {
    const { chooseLanguage, getStoredLanguage } = await loadPage();
    await chooseLanguage('EN');
    expect(getStoredLanguage()).toBe('EN');
    expect(localStorage.getItem('hisLang')).toBe('JA');
  });
});
