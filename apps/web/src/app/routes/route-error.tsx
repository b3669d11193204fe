import { useTranslation } from 'react-i18next';
import { Button } from '@platform/ui/button.tsx';
import { ClockIcon, WarningIcon } from '@platform/ui/icons.tsx';
import { StatusPage } from '@platform/ui/status-page.tsx';
import { loadFailureOf } from '../load-failure.ts';

interface RouteErrorProps {
  /** What the page threw: a chunk that did not load (`loadFailureOf`), or a failure to render. */
  error: unknown;
  /** The whole window, rather than the page inside the layout. */
  isFullPage?: boolean;
  /** Renders the page again: its chunk is asked for again (`lazyRoute`). */
  onRetry: () => void;
}

/**
 * A page that did not load or render: why, and the way on. A slow chunk is asked for again in
 * place. After a script or style chunk failed, only a reload loads the page: the browser keeps a
 * module that failed to load as failed for the life of the document, and Vite's preload helper
 * counts a stylesheet that failed as handled (the page would come without its styles).
 */
export function RouteError({ error, isFullPage = false, onRetry }: RouteErrorProps) {
  const { t } = useTranslation();
  const reload = () => window.location.reload();
  const failure = loadFailureOf(error);
  let heading = t('errors.routeFailed');
  let hint = t('errors.routeFailedHint');
  if (failure === 'script') {
    heading = t('errors.chunkLoad');
    hint = t('errors.chunkLoadHint');
  } else if (failure === 'style') {
    heading = t('errors.styleLoad');
    hint = t('errors.styleLoadHint');
  } else if (failure === 'slow') {
    heading = t('errors.pageSlow');
    hint = t('errors.pageSlowHint');
  }
  const Icon = failure === 'slow' ? ClockIcon : WarningIcon;
  return (
    <StatusPage icon={<Icon width={40} height={40} />} heading={heading} isFullPage={isFullPage}>
      <p className="status-page__info">{hint}</p>
      {failure === 'slow' ? (
        <Button onClick={onRetry}>{t('common.retry')}</Button>
      ) : (
        <Button onClick={reload}>{t('common.reload')}</Button>
      )}
    </StatusPage>
  );
}
