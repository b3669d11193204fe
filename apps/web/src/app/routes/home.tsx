import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../shared/api/get-site-config.ts';
import { MEMBER_PAGES, paths } from '../../shared/config/paths.ts';
import { openAuthModal } from '../../shared/lib/auth-modal.ts';
import { useSession } from '../../shared/lib/session.ts';
import { Button, LinkButton } from '../../shared/ui/button.tsx';
import { ShieldIcon, UserIcon, WalletIcon } from '@platform/ui/icons.tsx';
import { useMemberInfo } from '../../features/member/api/get-member-info.ts';
import { useBalance } from '../../shared/api/get-balance.ts';
import { BalanceAmount } from '../../features/wallet/components/balance-amount.tsx';

/** Signed out: how to begin. */
const STEPS = [
  { icon: UserIcon, title: 'home.steps.register.title', body: 'home.steps.register.body' },
  { icon: ShieldIcon, title: 'home.steps.secure.title', body: 'home.steps.secure.body' },
  { icon: WalletIcon, title: 'home.steps.manage.title', body: 'home.steps.manage.body' },
] as const;

/** Signed in: the places the account already has. */
const SHORTCUTS = [
  {
    icon: WalletIcon,
    title: 'wallet.title',
    body: 'home.shortcuts.wallet',
    to: paths.member.getHref(MEMBER_PAGES.transferFund),
  },
  { icon: UserIcon, title: 'nav.memberCenter', body: 'home.shortcuts.account', to: paths.member.getHref() },
  {
    icon: ShieldIcon,
    title: 'nav.securityCenter',
    body: 'home.shortcuts.security',
    to: paths.member.getHref(MEMBER_PAGES.securityCenter),
  },
] as const;

export function HomeRoute() {
  const { t } = useTranslation();
  const { siteName } = useSiteConfig();
  const session = useSession();
  const info = useMemberInfo().data;
  const balance = useBalance().data;

  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__body">
          <p className="hero__eyebrow">{t('home.eyebrow')}</p>
          <h1 className="hero__title" id="hero-title">
            {session === null
              ? t('home.title', { siteName })
              : t('home.greeting', { name: info?.nickname ?? info?.account ?? session.username })}
          </h1>
          {session === null ? (
            <>
              <p className="hero__lead">{t('home.lead')}</p>
              <div className="hero__actions">
                <Button size="lg" onClick={() => openAuthModal('register')}>
                  {t('home.ctaRegister')}
                </Button>
                <Button size="lg" variant="secondary" onClick={() => openAuthModal('login')}>
                  {t('auth.login')}
                </Button>
              </div>
            </>
          ) : (
            <>
              <div className="hero__balance">
                <span className="hero__balance-label">{t('wallet.balance')}</span>
                {balance === undefined ? (
                  <span className="amount amount--pending">{t('common.loading')}</span>
                ) : (
                  <BalanceAmount balance={balance} />
                )}
              </div>
              <div className="hero__actions">
                <LinkButton to={paths.member.getHref()} size="lg">
                  {t('nav.memberCenter')}
                </LinkButton>
              </div>
            </>
          )}
        </div>
        <div className="hero__art" aria-hidden="true">
          <span className="hero__chip hero__chip--one" />
          <span className="hero__chip hero__chip--two" />
          <span className="hero__chip hero__chip--three" />
        </div>
      </section>
      {session === null ? (
        <section className="steps" aria-labelledby="steps-title">
          <h2 className="section-title" id="steps-title">
            {t('home.steps.title')}
          </h2>
          <ol className="steps__list steps__list--numbered">
            {STEPS.map(({ icon: Icon, title, body }) => (
              <li key={title} className="steps__item">
                <span className="steps__icon">
                  <Icon />
                </span>
                <h3 className="steps__title">{t(title)}</h3>
                <p className="steps__body">{t(body)}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : (
        <section className="steps" aria-labelledby="shortcuts-title">
          <h2 className="section-title" id="shortcuts-title">
            {t('home.shortcuts.title')}
          </h2>
          <ul className="steps__list">
            {SHORTCUTS.map(({ icon: Icon, title, body, to }) => (
              <li key={title}>
                <Link to={to} className="steps__item shortcut">
                  <span className="steps__icon">
                    <Icon />
                  </span>
                  <span className="steps__title">{t(title)}</span>
                  <span className="steps__body">{t(body)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
