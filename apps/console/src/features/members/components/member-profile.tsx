import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberTypes } from '../../../shared/api/get-member-types.ts';
import { accountStatus, memberTypeLabel } from '../../../shared/lib/labels.ts';
import { Badge } from '@platform/ui/badge.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import type { MemberDetail } from './member-types.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="details__row">
      <dt>{label}</dt>
      <dd>{children ?? '—'}</dd>
    </div>
  );
}

export function MemberProfile({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const types = useMemberTypes();
  const status = accountStatus(t, member.status);
  const lockReason =
    member.lockReason === 'OPERATOR'
      ? t('members.lockReasons.OPERATOR')
      : member.lockReason === 'WRONG_PASSWORD'
        ? t('members.lockReasons.WRONG_PASSWORD')
        : member.lockReason;
  const mobile =
    member.mobileNum === null ? null : `${member.countryDialingCode ?? ''} ${member.mobileNum}`.trim();
  return (
    <Section title={t('members.profile')}>
      <dl className="details details--columns">
        <Row label={t('members.id')}>{member.id}</Row>
        <Row label={t('members.account')}>{member.account}</Row>
        <Row label={t('members.nickname')}>{member.nickname}</Row>
        <Row label={t('members.payeeName')}>{member.payeeName}</Row>
        <Row label={t('members.type')}>{memberTypeLabel(t, member.type, types)}</Row>
        <Row label={t('members.status')}>
          <span className="cell-stack">
            <Badge tone={status.tone}>{status.label}</Badge>
            {lockReason !== null && (
              <span className="muted">{t('members.lockReason', { reason: lockReason })}</span>
            )}
            {member.lockReason === 'WRONG_PASSWORD' && member.lockedUntil !== null && (
              <span className="muted">{t('members.lockedUntil', { time: member.lockedUntil })}</span>
            )}
          </span>
        </Row>
        <Row label={t('members.failedLogins')}>{member.failedLoginCount}</Row>
        <Row label={t('members.mustChangePassword')}>
          {member.mustChangePassword ? t('common.yes') : t('common.no')}
        </Row>
        <Row label={t('members.vip')}>{member.vipLevel}</Row>
        <Row label={t('members.balance')}>
          <span className="num">{member.balance}</span>
        </Row>
        <Row label={t('members.mobile')}>{mobile}</Row>
        <Row label={t('members.email')}>{member.email}</Row>
        <Row label={t('members.language')}>{member.language}</Row>
        <Row label={t('members.upline')}>{member.parentAccount}</Row>
        <Row label={t('members.affiliateCode')}>{member.affiliateCode}</Row>
        <Row label={t('members.referralCode')}>{member.referralCode}</Row>
        <Row label={t('members.registeredAt')}>{member.registeredAt}</Row>
        <Row label={t('members.registerIp')}>{member.registerIp}</Row>
        <Row label={t('members.registerUrl')}>{member.registerUrl}</Row>
        <Row label={t('members.lastLoginAt')}>{member.lastLoginAt}</Row>
        <Row label={t('members.demoAccount')}>{member.isDemo ? t('common.yes') : t('common.no')}</Row>
      </dl>
    </Section>
  );
}
