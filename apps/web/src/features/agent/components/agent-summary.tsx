import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '@platform/contract';
import { formatAmount } from '../../../shared/lib/format.ts';
import { useMemberTypeKey } from '../../../shared/lib/member-type.ts';
import { BriefcaseIcon } from '@platform/ui/icons.tsx';
import { Details } from '../../../shared/ui/details.tsx';

/** The agent's own account: account, nickname, type and balance from `GET /wps/member/info`. */
export function AgentSummary({ info }: { info: MemberInfo }) {
  const { t } = useTranslation();
  const memberTypeKey = useMemberTypeKey();
  return (
    <section className="card" aria-labelledby="agent-account-title">
      <h2 className="card__title" id="agent-account-title">
        <BriefcaseIcon />
        {t('agent.account')}
      </h2>
      <Details
        rows={[
          { label: t('memberCenter.accountName'), value: info.account },
          { label: t('memberCenter.nickname'), value: info.nickname ?? t('common.notSet') },
          { label: t('memberCenter.type'), value: t(memberTypeKey(info.type)) },
          {
            label: t('wallet.balance'),
            valueClassName: 'amount',
            value: (
              <>
                <span className="amount__symbol">{info.currencySymbol}</span>
                <span className="amount__value">{formatAmount(info.balance)}</span>
              </>
            ),
          },
        ]}
      />
    </section>
  );
}
