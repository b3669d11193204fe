import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract, ContractKind } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { Notice } from '@platform/ui/notice.tsx';
import { useContracts } from '../api/contracts.ts';
import { useAnswerFlow } from './answer-flow.tsx';
import { ContractStatusBadge } from './badges.tsx';
import { awaitedFrom } from './contract-waits.ts';
import { HistoryDialog } from './history-dialog.tsx';
import { RateTable } from './rate-table.tsx';
import { TerminateDialog } from './terminate-dialog.tsx';

/** "My contract": the caller's own contracts of the kind (one per product), their terms and what waits. */
export function MyContracts({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const contracts = useContracts({ kind, side: 'DOWNLINE', pageNum: 1, pageSize: 50 });
  const list = contracts.data?.list;
  if (list === undefined) {
    return (
      <PageStatus
        error={contracts.error}
        message={t('errors.loadFailed')}
        onRetry={() => void contracts.refetch()}
      />
    );
  }
  if (list.length === 0) return <p className="contracts__empty card">{t('contracts.mine.empty')}</p>;
  return (
    <div className="my-contracts">
      {list.map((contract) => (
        <ContractCard key={contract.id} contract={contract} />
      ))}
    </div>
  );
}

function ContractCard({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  const flow = useAnswerFlow();
  const [dialog, setDialog] = useState<'history' | 'terminate' | null>(null);
  const awaited = awaitedFrom(contract);
  const when = (at: string | null) => at ?? '—';
  const isInForce = contract.terms !== null && contract.endedAt === null;

  return (
    <article className="card contract-card" aria-label={t(`contracts.products.${contract.product}`)}>
      <header className="contract-card__head">
        <div>
          <p className="contract-card__product">{t(`contracts.products.${contract.product}`)}</p>
          <p className="contract-card__party">
            {t('contracts.mine.upline')}:{' '}
            <strong>{contract.upline?.account ?? t('contracts.operator')}</strong>
          </p>
        </div>
        <ContractStatusBadge status={contract.status} />
      </header>
      <dl className="contract-card__dates">
        <div>
          <dt>{t('contracts.mine.signedAt')}</dt>
          <dd>{when(contract.signedAt)}</dd>
        </div>
        <div>
          <dt>{t('contracts.mine.effectiveFrom')}</dt>
          <dd>{when(contract.effectiveFrom)}</dd>
        </div>
        {contract.endedAt !== null && (
          <div>
            <dt>{t('contracts.mine.endedAt')}</dt>
            <dd>{when(contract.endedAt)}</dd>
          </div>
        )}
      </dl>
      {contract.terms !== null && (
        <section className="contract-card__terms">
          <h3 className="contract-card__title">{t('contracts.mine.current')}</h3>
          <RateTable terms={contract.terms} />
        </section>
      )}
      {contract.proposedTerms !== null && (
        <section className="contract-card__terms contract-card__terms--proposed">
          <h3 className="contract-card__title">
            {t(
              contract.status === 'PENDING_CHANGE'
                ? 'contracts.mine.proposedChange'
                : 'contracts.mine.proposed',
            )}
          </h3>
          <RateTable terms={contract.proposedTerms} />
        </section>
      )}
      {awaited === 'termination' && <Notice tone="danger">{t('contracts.mine.terminationAsked')}</Notice>}
      {awaited === null && contract.requestedBy !== null && contract.status !== 'SIGNED' && isInForce && (
        <Notice tone="info">{t('contracts.mine.waitingUpline')}</Notice>
      )}
      <div className="contract-card__actions">
        {awaited !== null && (
          <>
            <Button
              variant="secondary"
              isBusy={flow.isBusy}
              onClick={() => void flow.answer(contract, 'REJECT')}
            >
              {t(awaited === 'termination' ? 'contracts.mine.refuseTermination' : 'contracts.mine.reject')}
            </Button>
            <Button isBusy={flow.isBusy} onClick={() => void flow.answer(contract, 'ACCEPT')}>
              {t(awaited === 'termination' ? 'contracts.mine.confirmTermination' : 'contracts.mine.accept')}
            </Button>
          </>
        )}
        {contract.status === 'SIGNED' && (
          <Button variant="ghost" onClick={() => setDialog('terminate')}>
            {t('contracts.mine.askTerminate')}
          </Button>
        )}
        <Button variant="ghost" onClick={() => setDialog('history')}>
          {t('contracts.mine.history')}
        </Button>
      </div>
      {flow.dialog}
      {dialog === 'history' && <HistoryDialog contract={contract} onClose={() => setDialog(null)} />}
      {dialog === 'terminate' && <TerminateDialog contract={contract} onClose={() => setDialog(null)} />}
    </article>
  );
}
