import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '@platform/contract';
import { formatAmount } from '../../../shared/lib/format.ts';
import { memberTypeKey } from '../../../shared/lib/member-type.ts';
import { BriefcaseIcon } from '../../../shared/ui/icons.tsx';

/** The agent's own account: account, nickname, type and balance from `GET /wps/member/info`. */
export function AgentSummary({ info }: { info: MemberInfo }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="agent-account-title">
      <h2 className="card__title" id="agent-account-title">
        <BriefcaseIcon />
        {t('agent.account')}
      </h2>
      <dl className="details">
        <div className="details__row">
          <dt>{t('memberCenter.accountName')}</dt>
          <dd>{info.account}</dd>
        </div>
        <div className="details__row">
          <dt>{t('memberCenter.nickname')}</dt>
          <dd>{info.nickname ?? t('common.notSet')}</dd>
        </div>
        <div className="details__row">
          <dt>{t('memberCenter.type')}</dt>
          <dd>{t(memberTypeKey(info.type))}</dd>
        </div>
        <div className="details__row">
          <dt>{t('wallet.balance')}</dt>
          <dd className="amount">
            <span className="amount__symbol">{info.currencySymbol}</span>
            <span className="amount__value">{formatAmount(info.balance)}</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
