import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@platform/contract';
import { BriefcaseIcon } from '@platform/ui/icons.tsx';
import './bank-accounts.css';

/** The bound bank accounts, their numbers masked but the last 4 digits. */
export function BankAccounts({ accounts }: { accounts: readonly BankAccount[] }) {
  const { t } = useTranslation();
  if (accounts.length === 0) return <p className="card__note">{t('security.noBankAccounts')}</p>;
  return (
    <ul className="bank-list" aria-label={t('security.bankAccounts')}>
      {accounts.map((account) => (
        <li key={account.id} className="bank-list__item">
          <span className="bank-list__icon" aria-hidden="true">
            <BriefcaseIcon />
          </span>
          <span className="bank-list__body">
            <span className="bank-list__bank">{account.bankName}</span>
            <span className="bank-list__name">{account.accountName}</span>
          </span>
          <span className="bank-list__number">{account.maskedNumber}</span>
        </li>
      ))}
    </ul>
  );
}
