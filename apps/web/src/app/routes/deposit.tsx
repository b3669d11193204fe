import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '@platform/contract';
import { ArrowDownIcon, ScrollIcon } from '@platform/ui/icons.tsx';
import { DEPOSIT_ORDER_PARAM } from '../../shared/config/paths.ts';
import { CustomerServiceButton } from '../../shared/ui/customer-service-button.tsx';
import { useDepositChannels } from '../../features/deposit/api/get-deposit-channels.ts';
import { useDepositOrder } from '../../features/deposit/api/get-deposit-order.ts';
import { DepositForm } from '../../features/deposit/components/deposit-form.tsx';
import { DepositOrderPanel } from '../../features/deposit/components/deposit-order-panel.tsx';
import { DepositOrders } from '../../features/deposit/components/deposit-orders.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';

/** One order, by its number in the address: after creating it, or back from the gateway. */
function DepositOrderView({
  orderNo,
  proofError,
  onNewDeposit,
}: {
  orderNo: string;
  proofError?: string | undefined;
  onNewDeposit: () => void;
}) {
  const { t } = useTranslation();
  const order = useDepositOrder(orderNo);
  if (order.data === undefined)
    return (
      <PageStatus error={order.error} message={t('errors.loadFailed')} onRetry={() => void order.refetch()} />
    );
  return <DepositOrderPanel order={order.data} proofError={proofError} onNewDeposit={onNewDeposit} />;
}

function NewDeposit({ onCreated }: { onCreated: (order: DepositOrder, proofError?: string) => void }) {
  const { t } = useTranslation();
  const channels = useDepositChannels();
  if (channels.data === undefined)
    return (
      <PageStatus
        error={channels.error}
        message={t('errors.loadFailed')}
        onRetry={() => void channels.refetch()}
      />
    );
  if (channels.data.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('deposit.noChannels')}</p>
        <CustomerServiceButton />
      </div>
    );
  }
  return <DepositForm channels={channels.data} onCreated={onCreated} />;
}

/** `/member/depositv2` (spec: depositv2): choose a channel and deposit; follow an order. */
export function DepositRoute() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const orderNo = searchParams.get(DEPOSIT_ORDER_PARAM);
  // The proof that failed to upload with a new order: shown with that order only.
  const [proofProblem, setProofProblem] = useState<{ orderNo: string; message: string }>();

  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('deposit.title')}</h1>
        <p className="page__subtitle">{t('deposit.lead')}</p>
      </header>
      <div className="page__columns">
        <section className="card" aria-labelledby="deposit-form-title">
          <h2 className="card__title" id="deposit-form-title">
            <ArrowDownIcon />
            {orderNo === null ? t('deposit.newTitle') : t('deposit.orderTitle')}
          </h2>
          {orderNo === null ? (
            <NewDeposit
              onCreated={(order, error) => {
                setProofProblem(error === undefined ? undefined : { orderNo: order.orderNo, message: error });
                setSearchParams({ [DEPOSIT_ORDER_PARAM]: order.orderNo });
              }}
            />
          ) : (
            <DepositOrderView
              key={orderNo}
              orderNo={orderNo}
              proofError={proofProblem?.orderNo === orderNo ? proofProblem.message : undefined}
              onNewDeposit={() => {
                setProofProblem(undefined);
                setSearchParams({});
              }}
            />
          )}
        </section>
        <section className="card" aria-labelledby="deposit-orders-title">
          <h2 className="card__title" id="deposit-orders-title">
            <ScrollIcon />
            {t('deposit.recentOrders')}
          </h2>
          <DepositOrders />
        </section>
      </div>
    </div>
  );
}
