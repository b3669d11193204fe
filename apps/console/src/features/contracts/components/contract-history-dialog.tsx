import { useTranslation } from 'react-i18next';
import type { Contract } from '@platform/contract';
import { Dialog } from '@platform/ui/dialog.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { useContractHistory } from '../api/contracts.ts';
import { when } from '../lib/when.ts';
import { TermsTable } from './terms-table.tsx';

/** A contract's terms in force and waiting, and every event of its history with the terms it carried. */
export function ContractHistoryDialog({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  const { t } = useTranslation();
  const history = useContractHistory(contract.id);
  const side = (by: 'UPLINE' | 'DOWNLINE' | null) =>
    by === null
      ? t('contracts.history.byOperator')
      : by === 'UPLINE'
        ? (contract.upline?.account ?? t('contracts.operator'))
        : contract.downline.account;
  return (
    <Dialog
      title={t('contracts.history.title', { id: contract.id, account: contract.downline.account })}
      size="lg"
      onClose={onClose}
      closesOnBackdrop
    >
      <dl className="details">
        <div className="details__row">
          <dt>{t('contracts.kind')}</dt>
          <dd>{t(`contracts.kinds.${contract.kind}`)}</dd>
        </div>
        <div className="details__row">
          <dt>{t('contracts.signedAt')}</dt>
          <dd>{when(contract.signedAt)}</dd>
        </div>
        <div className="details__row">
          <dt>{t('contracts.effectiveFrom')}</dt>
          <dd>{when(contract.effectiveFrom)}</dd>
        </div>
        <div className="details__row">
          <dt>{t('contracts.endedAt')}</dt>
          <dd>{when(contract.endedAt)}</dd>
        </div>
      </dl>
      {contract.terms !== null && (
        <>
          <h3 className="contracts__subtitle">{t('contracts.terms')}</h3>
          <TermsTable terms={contract.terms} caption={t('contracts.terms')} />
        </>
      )}
      {contract.proposedTerms !== null && (
        <>
          <h3 className="contracts__subtitle">{t('contracts.proposedTerms')}</h3>
          <TermsTable terms={contract.proposedTerms} caption={t('contracts.proposedTerms')} />
        </>
      )}
      <h3 className="contracts__subtitle">{t('contracts.history.events')}</h3>
      {history.data === undefined ? (
        <PageStatus error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <ol className="contracts__history">
          {history.data.list.map((entry) => (
            <li key={entry.id}>
              <p>
                <strong>{t(`contracts.events.${entry.event}`)}</strong>{' '}
                <span className="muted">
                  {when(entry.at)} · {side(entry.by)}
                </span>
              </p>
              {entry.terms !== null && (
                <TermsTable terms={entry.terms} caption={t(`contracts.events.${entry.event}`)} />
              )}
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
