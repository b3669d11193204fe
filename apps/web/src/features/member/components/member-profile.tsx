import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '@platform/contract';
import { useMemberTypeKey } from '../../../shared/lib/member-type.ts';
import { ClockIcon, UserIcon } from '@platform/ui/icons.tsx';
import { Details } from '../../../shared/ui/details.tsx';

interface MemberProfileProps {
  info: MemberInfo;
  /** The VIP module switch of the white-label tree. */
  isVipEnabled: boolean;
}

/** Account and security summary of the member centre, from `GET /wps/member/info`. */
export function MemberProfile({ info, isVipEnabled }: MemberProfileProps) {
  const { t } = useTranslation();
  const empty = t('common.notSet');
  const memberTypeKey = useMemberTypeKey();
  return (
    <>
      <section className="card" aria-labelledby="member-account-title">
        <h2 className="card__title" id="member-account-title">
          <UserIcon />
          {t('memberCenter.account')}
        </h2>
        <Details
          rows={[
            { label: t('memberCenter.accountName'), value: info.account },
            { label: t('memberCenter.nickname'), value: info.nickname ?? empty },
            { label: t('memberCenter.type'), value: t(memberTypeKey(info.type)) },
            ...(isVipEnabled
              ? [{ label: t('memberCenter.vipLevel'), value: t('member.vipLevel', { level: info.vipLevel }) }]
              : []),
          ]}
        />
      </section>
      <section className="card" aria-labelledby="member-activity-title">
        <h2 className="card__title" id="member-activity-title">
          <ClockIcon />
          {t('memberCenter.activity')}
        </h2>
        <Details
          rows={[
            { label: t('memberCenter.registeredAt'), value: info.registeredAt },
            // The login before this session's; on the first login there is none, and the history shows this one.
            { label: t('memberCenter.lastLogin'), value: info.lastLoginAt ?? t('memberCenter.firstLogin') },
          ]}
        />
      </section>
    </>
  );
}
