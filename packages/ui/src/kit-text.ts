import { useTranslation } from 'react-i18next';

/**
 * The kit's words come from the app's own translations (its `I18nextProvider`): every app that uses
 * the kit defines these keys, in each of its languages. Text that is a component's own subject (a
 * dialog's title, a table's empty text, a button's action) is a prop instead.
 */
export const useKitText = () => {
  const { t } = useTranslation();
  return {
    close: t('common.close'),
    cancel: t('common.cancel'),
    loading: t('common.loading'),
    retry: t('common.retry'),
    unexpected: t('errors.unexpected'),
    copied: t('common.copied'),
    copyFailed: t('common.copyFailed'),
    pages: t('pagination.label'),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    pageSummary: (total: number, page: number, pages: number) =>
      t('pagination.summary', { total, page, pages }),
  };
};
