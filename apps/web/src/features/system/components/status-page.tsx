import { useTranslation } from 'react-i18next';
import type { SiteConfig } from '@platform/contract';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { CustomerServiceButton } from '../../../shared/ui/customer-service-button.tsx';
import { WarningIcon, ClockIcon } from '@platform/ui/icons.tsx';
import { Logo } from '@platform/ui/logo.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { StatusPage as StatusPageLayout } from '@platform/ui/status-page.tsx';
import './status-page.css';

type StatusTexts = SiteConfig['maintenance'];

interface StatusPageProps {
  kind: 'maintenance' | 'blocked';
  /** The visitor's IP as the gateway saw it; shown on the blocked-region page. */
  ip: string;
}

/** The maintenance (status 1) and blocked-region (status 2) pages of the start-up gate. */
export function StatusPage({ kind, ip }: StatusPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const config = useSiteConfig();
  const texts: StatusTexts = kind === 'maintenance' ? config.maintenance : config.regionRestriction;
  const pick = (text: Record<string, string>) => text[language] ?? text[config.defaultLanguage] ?? '';
  const Icon = kind === 'maintenance' ? ClockIcon : WarningIcon;

  return (
    <StatusPageLayout
      icon={<Icon width={40} height={40} />}
      heading={pick(texts.heading)}
      brand={<Logo name={config.siteName} size="lg" />}
      isFullPage
    >
      {kind === 'blocked' && (
        <p className="status-page__info status-page__ip">
          {t('status.yourIp')} <strong>{ip}</strong>
        </p>
      )}
      <p className="status-page__info">{pick(texts.info)}</p>
      <CustomerServiceButton variant="primary" />
    </StatusPageLayout>
  );
}
