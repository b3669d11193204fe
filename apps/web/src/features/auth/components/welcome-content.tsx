import { useTranslation } from 'react-i18next';
import { ShieldCheckIcon } from '@platform/ui/icons.tsx';
import { LinkButton } from '@platform/ui/button.tsx';
import { MEMBER_PAGES, paths } from '../../../shared/config/paths.ts';
import '../auth.css';

/**
 * The first-time login's action (spec section 4): a welcome that offers the security centre to
 * bind a mobile number or add an authenticator (its title heads the arrival dialog). `onFollow`
 * runs when the person goes to the security centre.
 */
export function WelcomeContent({ onFollow }: { onFollow: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="welcome">
      <ShieldCheckIcon className="welcome__icon" width={28} height={28} />
      <div className="welcome__body">
        <p className="welcome__text">{t('account.welcome.text')}</p>
        <LinkButton
          size="sm"
          className="welcome__secure"
          to={paths.member.getHref(MEMBER_PAGES.securityCenter)}
          onClick={onFollow}
        >
          {t('account.welcome.secure')}
        </LinkButton>
      </div>
    </div>
  );
}
