import { lazy, Suspense } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { paths } from './config/paths.ts';
import { PageMessage } from './shell/page-message.tsx';
import { PlayPage } from './shell/play-page.tsx';

/** Players rarely open it; the game page should not wait for it. */
const FairnessPage = lazy(async () => ({
  default: (await import('./fairness/fairness-page.tsx')).FairnessPage,
}));

const samePath = (pathname: string, path: string) => pathname.replace(/\/+$/, '') === path;

/** Two pages and no router: the platform only ever opens these two addresses. */
export function App({ i18n, pathname }: { i18n: I18n; pathname: string }) {
  return (
    <I18nextProvider i18n={i18n}>
      {samePath(pathname, paths.play) ? (
        <PlayPage />
      ) : samePath(pathname, paths.fairness) ? (
        <Suspense fallback={<Loading />}>
          <FairnessPage />
        </Suspense>
      ) : (
        <NotFound />
      )}
    </I18nextProvider>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return <PageMessage title={t('notFound.title')} text={t('notFound.text')} />;
}

function Loading() {
  const { t } = useTranslation();
  return <PageMessage title={t('common.loading')} />;
}
