import { useTranslation } from 'react-i18next';
import type { PayeeAccount } from '@platform/contract';
import { CopyButton } from '@platform/ui/copy-button.tsx';

/** Where to send a bank transfer, each detail with a button that copies it. */
export function PayeeDetails({ payee }: { payee: PayeeAccount }) {
  const { t } = useTranslation();
  const rows = [
    { label: t('deposit.payee.bankName'), value: payee.bankName },
    { label: t('deposit.payee.branchName'), value: payee.branchName },
    { label: t('deposit.payee.accountName'), value: payee.accountName },
    { label: t('deposit.payee.accountNumber'), value: payee.accountNumber },
  ];
  return (
    <section className="payee" aria-label={t('deposit.payee.title')}>
      <h3 className="payee__title">{t('deposit.payee.title')}</h3>
      <dl className="details">
        {rows.map((row) => (
          <div className="details__row payee__row" key={row.label}>
            <dt>{row.label}</dt>
            <dd>
              <span className="payee__value">{row.value}</span>
              <CopyButton
                text={row.value}
                label={t('deposit.payee.copy', { field: row.label })}
                idleText={t('common.copy')}
                isChip
              />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
