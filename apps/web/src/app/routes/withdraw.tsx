import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@platform/contract';
import { ArrowUpIcon, ScrollIcon, ShieldIcon } from '@platform/ui/icons.tsx';
import { useBalance } from '../../shared/api/get-balance.ts';
import { MEMBER_PAGES, paths } from '../../shared/config/paths.ts';
import { formatAmount } from '../../shared/lib/format.ts';
import { useSession } from '../../shared/lib/session.ts';
import { LinkButton } from '@platform/ui/button.tsx';
import { CustomerServiceButton } from '../../shared/ui/customer-service-button.tsx';
import { Details } from '../../shared/ui/details.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { Money } from '../../shared/ui/money.tsx';
import { useLanguage } from '../../i18n/index.ts';
import { useBankAccounts } from '../../features/member/api/get-bank-accounts.ts';
import {
  useSecurityOverview,
  securityOverviewQueryOptions,
} from '../../features/member/api/get-security-overview.ts';
import { useWithdrawalConfig } from '../../features/withdrawal/api/get-withdrawal-config.ts';
import { WithdrawForm } from '../../features/withdrawal/components/withdraw-form.tsx';
import { WithdrawalOrders } from '../../features/withdrawal/components/withdrawal-orders.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { TurnoverPanel } from '../../features/rewards/components/turnover-panel.tsx';
import { REWARDS_KEY } from '../../features/rewards/api/rewards.ts';
import './withdraw.css';

/** `/member/withdraw` (spec: withdraw): the security centre's password and accounts meet the limits. */
export function WithdrawRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  const balance = useBalance();
  const config = useWithdrawalConfig();
  const security = useSecurityOverview();
  const accounts = useBankAccounts();

  let body;
  if (config.data === undefined || security.data === undefined || accounts.data === undefined) {
    body = (
      <PageStatus
        error={config.error ?? security.error ?? accounts.error}
        message={t('errors.loadFailed')}
        onRetry={() => {
          void config.refetch();
          void security.refetch();
          void accounts.refetch();
        }}
      />
    );
  } else if (security.data.paymentPasswordLocked) {
    body = (
      <div className="empty-state">
        <FormAlert message={errorMessage('payment_password_locked', language)} />
        <CustomerServiceButton />
      </div>
    );
  } else if (!security.data.hasPaymentPassword || accounts.data.length === 0) {
    body = (
      <div className="empty-state">
        <p className="empty-state__title">{t('withdraw.setupTitle')}</p>
        <ul className="checklist">
          <li className={security.data.hasPaymentPassword ? 'checklist__item--done' : undefined}>
            {security.data.hasPaymentPassword ? t('withdraw.setupPasswordDone') : t('withdraw.setupPassword')}
          </li>
          <li className={accounts.data.length > 0 ? 'checklist__item--done' : undefined}>
            {accounts.data.length > 0 ? t('withdraw.setupBankDone') : t('withdraw.setupBank')}
          </li>
        </ul>
        <LinkButton to={paths.member.getHref(MEMBER_PAGES.securityCenter)}>
          <ShieldIcon width={18} height={18} />
          {t('withdraw.goToSecurity')}
        </LinkButton>
      </div>
    );
  } else {
    body = (
      <WithdrawForm
        bankAccounts={accounts.data}
        config={config.data}
        onSecurityProblem={() =>
          void queryClient.invalidateQueries({ queryKey: securityOverviewQueryOptions(token).queryKey })
        }
        onTurnoverUnmet={() => void queryClient.invalidateQueries({ queryKey: REWARDS_KEY })}
      />
    );
  }

  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('withdraw.title')}</h1>
        <p className="page__subtitle">{t('withdraw.lead')}</p>
      </header>
      <div className="page__columns">
        <section className="card" aria-labelledby="withdraw-form-title">
          <h2 className="card__title" id="withdraw-form-title">
            <ArrowUpIcon />
            {t('withdraw.formTitle')}
          </h2>
          <Details
            rows={[
              {
                label: t('withdraw.available'),
                value:
                  balance.data === undefined ? t('common.loading') : <Money amount={balance.data.balance} />,
              },
              ...(config.data === undefined
                ? []
                : [
                    {
                      label: t('withdraw.limits'),
                      value: t('withdraw.range', {
                        min: formatAmount(config.data.minAmount),
                        max: formatAmount(config.data.maxAmount),
                      }),
                    },
                    {
                      label: t('withdraw.todayCount'),
                      value: t('withdraw.todayCountValue', {
                        used: config.data.usedToday,
                        total: config.data.dailyCount,
                      }),
                    },
                  ]),
            ]}
          />
          <TurnoverPanel activeOnly />
          {body}
        </section>
        <section className="card" aria-labelledby="withdraw-orders-title">
          <h2 className="card__title" id="withdraw-orders-title">
            <ScrollIcon />
            {t('withdraw.orders')}
          </h2>
          <WithdrawalOrders />
        </section>
      </div>
    </div>
  );
}
