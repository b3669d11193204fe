import { useTranslation } from 'react-i18next';
import './spinner.css';

interface SpinnerProps {
  /** Read by screen readers; the spinner itself is decorative. */
  label: string;
}

export function Spinner({ label }: SpinnerProps) {
  return (
    <span className="spinner" role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** The whole page while the app's first data loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="page-loader">
      <Spinner label={t('common.loading')} />
    </div>
  );
}

/** The bar at the top of the window while the next route loads. */
export function RouteProgress() {
  const { t } = useTranslation();
  return <div className="route-progress" role="progressbar" aria-label={t('common.loading')} />;
}
