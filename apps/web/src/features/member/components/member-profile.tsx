import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '@platform/contract';
import { memberTypeKey } from '../../../shared/lib/member-type.ts';
import { ShieldIcon, UserIcon } from '../../../shared/ui/icons.tsx';

interface MemberProfileProps {
  info: MemberInfo;
  /** The VIP module switch of the white-label tree. */
  isVipEnabled: boolean;
}

/** Account and security summary of the member centre, from `GET /wps/member/info`. */
export function MemberProfile({ info, isVipEnabled }: MemberProfileProps) {
  const { t } = useTranslation();
  const empty = t('common.notSet');
  return (
    <>
      <section className="card" aria-labelledby="member-account-title">
        <h2 className="card__title" id="member-account-title">
          <UserIcon />
          {t('memberCenter.account')}
        </h2>
        <dl className="details">
          <div className="details__row">
            <dt>{t('memberCenter.accountName')}</dt>
            <dd>{info.account}</dd>
          </div>
          <div className="details__row">
            <dt>{t('memberCenter.nickname')}</dt>
            <dd>{info.nickname ?? empty}</dd>
          </div>
          <div className="details__row">
            <dt>{t('memberCenter.type')}</dt>
            <dd>{t(memberTypeKey(info.type))}</dd>
          </div>
          {isVipEnabled && (
            <div className="details__row">
              <dt>{t('memberCenter.vipLevel')}</dt>
              <dd>{t('member.vipLevel', { level: info.vipLevel })}</dd>
            </div>
          )}
        </dl>
      </section>
      <section className="card" id="security" aria-labelledby="member-security-title">
        <h2 className="card__title" id="member-security-title">
          <ShieldIcon />
          {t('nav.securityCenter')}
        </h2>
        <dl className="details">
          <div className="details__row">
            <dt>{t('memberCenter.registeredAt')}</dt>
            <dd>{info.registeredAt}</dd>
          </div>
          <div className="details__row">
            <dt>{t('memberCenter.lastLogin')}</dt>
            <dd>{info.lastLoginAt ?? empty}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}
