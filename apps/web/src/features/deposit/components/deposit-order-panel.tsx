import { Notice } from '@platform/ui/notice.tsx';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_CHANNEL_KIND, DEPOSIT_STATUS, type DepositOrder } from '@platform/contract';
import { ClockIcon, WarningIcon } from '@platform/ui/icons.tsx';
import { buttonClass, Button } from '@platform/ui/button.tsx';
import { Details } from '../../../shared/ui/details.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { paymentPageUrl } from '../lib/payment-page.ts';
import { DepositStatus } from './deposit-status.tsx';
import { PayeeDetails } from './payee-details.tsx';
import { ProofUploadForm } from './proof-upload-form.tsx';
import './deposit-order-panel.css';

interface DepositOrderPanelProps {
  order: DepositOrder;
  proofError?: string | undefined;
  onNewDeposit: () => void;
}

/**
 * One deposit order while it is pending and after: the gateway link or the bank details and
 * proof, and its outcome. It follows the live notices, so it changes without a reload.
 */
export function DepositOrderPanel({ order, proofError, onNewDeposit }: DepositOrderPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const isPending = order.status === DEPOSIT_STATUS.PENDING;
  const isOnline = order.channelKind === DEPOSIT_CHANNEL_KIND.ONLINE;

  let outcome;
  if (order.status === DEPOSIT_STATUS.CREDITED) {
    outcome = (
      <Notice tone="success" isAnnounced={false}>
        {t('deposit.creditedNote')}
      </Notice>
    );
  } else if (order.status === DEPOSIT_STATUS.FAILED || order.status === DEPOSIT_STATUS.EXPIRED) {
    outcome = (
      <Notice tone="danger" icon={<WarningIcon />} isAnnounced={false}>
        {order.status === DEPOSIT_STATUS.FAILED ? t('deposit.failedNote') : t('deposit.expiredNote')}
        {order.reason !== null && ` ${t('deposit.reason', { reason: order.reason })}`}
      </Notice>
    );
  } else if (isOnline) {
    outcome = (
      <Notice tone="info" icon={<ClockIcon />} isAnnounced={false}>
        {t('deposit.waitingOnlineNote')}
      </Notice>
    );
  } else {
    outcome = (
      <Notice tone="info" icon={<ClockIcon />} isAnnounced={false}>
        {order.hasProof ? t('deposit.waitingReviewNote') : t('deposit.proofMissingNote')}
      </Notice>
    );
  }

  return (
    <div className="order-panel">
      <div className="order-panel__head">
        <span className="order-panel__label">{t('deposit.orderNo')}</span>
        <strong className="order-panel__no">{order.orderNo}</strong>
        <DepositStatus order={order} />
      </div>
      {outcome}
      <Details
        rows={[
          { label: t('deposit.amount'), value: <Money amount={order.amount} /> },
          { label: t('deposit.channel'), value: order.channelName[language] },
          { label: t('deposit.createdAt'), value: order.createdAt },
          ...(isPending ? [{ label: t('deposit.expiresAt'), value: order.expiresAt }] : []),
          ...(order.decidedAt === null ? [] : [{ label: t('deposit.decidedAt'), value: order.decidedAt }]),
        ]}
      />
      {isPending && isOnline && order.paymentUrl !== null && (
        <a
          className={buttonClass({ variant: 'primary', isBlock: true })}
          href={paymentPageUrl(order.paymentUrl)}
          target="_blank"
          rel="opener"
        >
          {t('deposit.openPaymentPage')}
        </a>
      )}
      {isPending && !isOnline && order.payee !== null && <PayeeDetails payee={order.payee} />}
      {isPending && !isOnline && !order.hasProof && (
        <ProofUploadForm orderNo={order.orderNo} initialError={proofError} />
      )}
      <Button variant="secondary" isBlock onClick={onNewDeposit}>
        {t('deposit.newDeposit')}
      </Button>
    </div>
  );
}
