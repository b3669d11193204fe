import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '@platform/ui/icons.tsx';
import { paths } from '../../shared/config/paths.ts';
import { AppDownloads } from '../../features/site/components/app-downloads.tsx';

/** `/download` (spec's lazy screen Download): the iOS, iOS lite and Android apps. */
export function DownloadRoute() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('sitePages.download.title')}</h1>
        <p className="page__subtitle">{t('sitePages.download.lead')}</p>
      </header>
      <AppDownloads />
      <p className="card__note">
        <Link className="text-link" to={paths.mirror.getHref()}>
          <GlobeIcon width={16} height={16} />
          {t('sitePages.download.toMirror')}
        </Link>
      </p>
    </div>
  );
}
