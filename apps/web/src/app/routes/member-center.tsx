import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MODULE_ID } from '@platform/contract';
import { ChevronRightIcon, CrownIcon } from '@platform/ui/icons.tsx';
import { useSiteConfig } from '../../shared/api/get-site-config.ts';
import { paths } from '../../shared/config/paths.ts';
import { useMemberInfo } from '../../features/member/api/get-member-info.ts';
import { MemberProfile } from '../../features/member/components/member-profile.tsx';
import { ChangeAvatarButton } from '../../features/member/components/avatar-chooser.tsx';
import { MemberAvatar } from '../../features/member/components/member-avatar.tsx';
import { WalletSummary } from '../../features/wallet/components/wallet-summary.tsx';
import { useMemberPageLinks } from '../layouts/member-nav.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import './member-center.css';

/** `/member`: the member's avatar, balance and account, and the way to each wallet and security page. */
export function MemberCenterRoute() {
  const { t } = useTranslation();
  const { features } = useSiteConfig();
  const info = useMemberInfo();
  const links = useMemberPageLinks();

  return (
    <div className="page">
      <header className="member-center__header">
        <MemberAvatar url={info.data?.avatarUrl} className="member-center__avatar" iconSize={30} />
        <div className="page__header">
          <h1 className="page__title">{t('nav.memberCenter')}</h1>
          {info.data !== undefined && (
            <p className="page__subtitle">{t('home.greeting', { name: info.data.account })}</p>
          )}
        </div>
        <div className="member-center__change">
          <ChangeAvatarButton />
        </div>
      </header>
      <nav aria-label={t('memberCenter.pages')}>
        <ul className="member-links">
          {links.map(({ page, icon: Icon, title, body }) => (
            <li key={page}>
              <Link to={paths.member.getHref(page)} className="member-links__item">
                <span className="steps__icon">
                  <Icon />
                </span>
                <span className="member-links__text">
                  <span className="member-links__title">{t(title)}</span>
                  <span className="member-links__body">{t(body)}</span>
                </span>
                <ChevronRightIcon className="member-links__chevron" />
              </Link>
            </li>
          ))}
          {features[MODULE_ID.POINTS] === true && (
            <li>
              <Link to={paths.pointMall.getHref()} className="member-links__item">
                <span className="steps__icon">
                  <CrownIcon />
                </span>
                <span className="member-links__text">
                  <span className="member-links__title">{t('memberCenter.links.pointMallTitle')}</span>
                  <span className="member-links__body">{t('memberCenter.links.pointMall')}</span>
                </span>
                <ChevronRightIcon className="member-links__chevron" />
              </Link>
            </li>
          )}
        </ul>
      </nav>
      {info.data === undefined ? (
        <PageStatus error={info.error} message={t('errors.loadFailed')} onRetry={() => void info.refetch()} />
      ) : (
        <div className="page__grid">
          <WalletSummary />
          <MemberProfile info={info.data} isVipEnabled={features[MODULE_ID.VIP] === true} />
        </div>
      )}
    </div>
  );
}
