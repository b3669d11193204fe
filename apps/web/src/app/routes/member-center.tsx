import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MODULE_ID } from '@platform/contract';
import { useSiteConfig } from '../../shared/api/get-site-config.ts';
import { useMemberInfo } from '../../features/member/api/get-member-info.ts';
import { MemberProfile } from '../../features/member/components/member-profile.tsx';
import { WalletSummary } from '../../features/wallet/components/wallet-summary.tsx';
import { PageStatus } from '../page-status.tsx';

/** `/member`: the member's account, wallet and security summary. */
export function MemberCenterRoute() {
  const { t } = useTranslation();
  const { features } = useSiteConfig();
  const info = useMemberInfo();
  const { hash } = useLocation();
  const isLoaded = info.data !== undefined;

  // Deposit, withdraw and the security centre link to a section of this page.
  useEffect(() => {
    if (isLoaded && hash !== '') document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash, isLoaded]);

  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('nav.memberCenter')}</h1>
        {info.data !== undefined && (
          <p className="page__subtitle">{t('home.greeting', { name: info.data.account })}</p>
        )}
      </header>
      {info.data === undefined ? (
        <PageStatus isError={info.isError} onRetry={() => void info.refetch()} />
      ) : (
        <div className="page__grid">
          <WalletSummary />
          <MemberProfile info={info.data} isVipEnabled={features[MODULE_ID.VIP] === true} />
        </div>
      )}
    </div>
  );
}
