import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SYSTEM_STATUS, onCdn } from '@platform/contract';
import { useSiteConfigQuery } from '../shared/api/get-site-config.ts';
import { endFirstPaint } from '../shared/lib/first-paint.ts';
import { setMerchantCode } from '../shared/lib/session.ts';
import { Button } from '@platform/ui/button.tsx';
import { WarningIcon } from '@platform/ui/icons.tsx';
import { PageLoader } from '@platform/ui/spinner.tsx';
import { applyLanguage, getLanguage, getStoredLanguage } from '../i18n/index.ts';
import { useSystemStatus } from '../shared/api/get-system-status.ts';
import { StatusPage } from '../features/system/components/status-page.tsx';
import { AppRoutes } from './router.tsx';
import { AnalyticsConsent } from '../features/site/components/analytics-consent.tsx';
import { StatusPage as StatusPageLayout } from '@platform/ui/status-page.tsx';

/**
 * The start-up gate (spec section 2): the site configuration and the system status decide
 * between the app (0), the maintenance page (1), the blocked-region page (2) and nothing.
 */
export function StatusGate() {
  const { t } = useTranslation();
  const config = useSiteConfigQuery();
  const status = useSystemStatus();
  const isDecided =
    config.isError || status.isError || (config.data !== undefined && status.data !== undefined);

  // The first-paint frame stands in for the loading state; it goes one task after the gate shows a
  // page. The page's parts drawn one task after they mount (`Later`, main-layout.tsx) are in by
  // then: their effects run before this one (a child's before its parent's), so their tasks come first.
  useEffect(() => {
    if (!isDecided) return undefined;
    const timer = setTimeout(endFirstPaint);
    return () => clearTimeout(timer);
  }, [isDecided]);

  useEffect(() => {
    if (config.data === undefined) return;
    const { merchantCode, siteName, languages, defaultLanguage, resources, cdn } = config.data;
    setMerchantCode(merchantCode);
    document.title = siteName;
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (icon && resources.faviconUrl !== null) {
      // The operator's icon may be any image type: the page's own is an SVG.
      icon.removeAttribute('type');
      icon.href = onCdn(cdn.images, resources.faviconUrl);
    }
    const stored = getStoredLanguage(defaultLanguage);
    const language = languages.includes(stored) ? stored : defaultLanguage;
    if (language !== getLanguage()) void applyLanguage(language);
  }, [config.data]);

  if (config.isError || status.isError) {
    return (
      <StatusPageLayout
        icon={<WarningIcon width={40} height={40} />}
        heading={t('errors.network')}
        isFullPage
      >
        <Button
          onClick={() => {
            void config.refetch();
            void status.refetch();
          }}
        >
          {t('common.retry')}
        </Button>
      </StatusPageLayout>
    );
  }
  if (config.data === undefined || status.data === undefined) {
    return <PageLoader />;
  }
  switch (status.data.status) {
    case SYSTEM_STATUS.NORMAL:
      return (
        <BrowserRouter>
          <AppRoutes />
          <AnalyticsConsent />
        </BrowserRouter>
      );
    case SYSTEM_STATUS.MAINTENANCE:
      return <StatusPage kind="maintenance" ip={status.data.ip} />;
    case SYSTEM_STATUS.REGION_RESTRICTED:
      return <StatusPage kind="blocked" ip={status.data.ip} />;
    default:
      return null;
  }
}
