import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { accountStatus } from '../../../shared/lib/labels.ts';
import { useCan } from '../../../shared/api/get-me.ts';
import { Badge } from '@platform/ui/badge.tsx';
import { LinkButton } from '@platform/ui/button.tsx';
import { ChevronLeftIcon } from '@platform/ui/icons.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { useMember } from '../api/get-member.ts';
import { LoginHistory } from './login-history.tsx';
import { MemberActions } from './member-actions.tsx';
import { MemberAdjustment } from './member-adjustment.tsx';
import { MemberPaymentPassword } from './member-payment-password.tsx';
import { MemberProfile } from './member-profile.tsx';
import { MemberRemarks } from './member-remarks.tsx';
import { MemberUpline } from './member-upline.tsx';
import { MemberWalletSection } from './member-wallet.tsx';
import './member-page.css';

const searchFrom = (state: unknown): string =>
  typeof state === 'object' && state !== null && 'search' in state && typeof state.search === 'string'
    ? state.search
    : '';

/**
 * One member: profile, the operator's actions, remarks, wallet, adjustment and payment-password
 * unlock (finance staff) and recent sign-ins.
 */
export function MemberPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const id = Number(useParams().id);
  const member = useMember(id);
  const canWrite = useCan('members.write');
  const canChangeType = useCan('members.type');
  const canReadFinance = useCan('finance.read');
  const canWriteFinance = useCan('finance.write');

  const back = (
    <LinkButton variant="ghost" size="sm" to={paths.members.getHref(searchFrom(location.state))}>
      <ChevronLeftIcon />
      {t('members.backToList')}
    </LinkButton>
  );

  if (member.data === undefined) {
    return (
      <>
        <PageHeader title={t('members.memberTitle')} actions={back} />
        <PageStatus error={member.error} onRetry={() => void member.refetch()} />
      </>
    );
  }

  const data = member.data;
  const status = accountStatus(t, data.status);
  return (
    <>
      <PageHeader
        title={data.account}
        description={t('members.memberDescription', { id: data.id })}
        actions={
          <>
            <Badge tone={status.tone}>{status.label}</Badge>
            {back}
          </>
        }
      />
      <div className="grid grid--member">
        <MemberProfile member={data} />
        <div className="stack">
          {(canWrite || canChangeType) && (
            <MemberActions member={data} canWrite={canWrite} canChangeType={canChangeType} />
          )}
          <MemberRemarks member={data} canWrite={canWrite} />
          {canWrite && <MemberUpline member={data} />}
        </div>
      </div>
      {canReadFinance && (
        <div className={canWriteFinance ? 'grid grid--member' : undefined}>
          <MemberWalletSection memberId={data.id} />
          {canWriteFinance && (
            <div className="stack">
              <MemberAdjustment key={data.id} member={data} />
              <MemberPaymentPassword
                key={`payment-password-${data.id}`}
                member={data}
                isLocked={data.paymentPasswordLocked}
              />
            </div>
          )}
        </div>
      )}
      <LoginHistory entries={data.loginHistory} />
    </>
  );
}
