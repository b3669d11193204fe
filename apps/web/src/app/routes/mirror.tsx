import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GlobeIcon, HeadsetIcon, ShieldCheckIcon } from '@platform/ui/icons.tsx';
import { useSiteConfig } from '../../shared/api/get-site-config.ts';
import { paths } from '../../shared/config/paths.ts';
import { CustomerServiceButton } from '../../shared/ui/customer-service-button.tsx';
import { useDomains } from '../../features/site/api/get-domains.ts';
import { DomainVerification } from '../../features/site/components/domain-verification.tsx';
import { MirrorSites } from '../../features/site/components/mirror-sites.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';

/**
 * `/mirror` (spec: mirror/speed-check list): the operator's domains with their speed from here, a
 * check of a domain someone was sent to, the representative verification link and customer service.
 */
export function MirrorRoute() {
  const { t } = useTranslation();
  const { verificationUrl } = useSiteConfig().content;
  const domains = useDomains();

  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('sitePages.mirror.title')}</h1>
        <p className="page__subtitle">{t('sitePages.mirror.lead')}</p>
      </header>
      {domains.data === undefined ? (
        <PageStatus
          error={domains.error}
          message={t('errors.loadFailed')}
          onRetry={() => void domains.refetch()}
        />
      ) : (
        <div className="mirror-page">
          <section className="card" aria-labelledby="mirror-list-title">
            <h2 className="card__title" id="mirror-list-title">
              <GlobeIcon />
              {t('sitePages.mirror.listTitle')}
            </h2>
            <MirrorSites domains={domains.data.domains} />
          </section>
          <div className="page__stack">
            <section className="card" aria-labelledby="mirror-verify-title">
              <h2 className="card__title" id="mirror-verify-title">
                <ShieldCheckIcon />
                {t('sitePages.mirror.verifyTitle')}
              </h2>
              <p className="card__note">{t('sitePages.mirror.verifyLead')}</p>
              <DomainVerification domains={domains.data.domains} />
              {verificationUrl !== null && (
                <a className="text-link" href={verificationUrl} target="_blank" rel="noopener noreferrer">
                  {t('sitePages.mirror.verificationLink')}
                </a>
              )}
            </section>
            <section className="card" aria-labelledby="mirror-help-title">
              <h2 className="card__title" id="mirror-help-title">
                <HeadsetIcon />
                {t('sitePages.mirror.stillIssues')}
              </h2>
              <p className="card__note">{t('sitePages.mirror.stillIssuesBody')}</p>
              <div className="site-links">
                <CustomerServiceButton />
                <Link className="text-link" to={paths.help.getHref()}>
                  {t('helpCentre.title')}
                </Link>
              </div>
            </section>
          </div>
        </div>
      )}
    </div>
  );
}
