import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_STATUSES, type Contract, type ContractKind, type ContractStatus } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { useContracts } from '../api/contracts.ts';
import { topRate } from '../lib/tiers.ts';
import { useAnswerFlow } from './answer-flow.tsx';
import { ContractStatusBadge } from './badges.tsx';
import { awaitedFrom } from './contract-waits.ts';
import { HistoryDialog } from './history-dialog.tsx';
import { OfferDialog } from './offer-dialog.tsx';
import { RateTable } from './rate-table.tsx';
import { TerminateDialog } from './terminate-dialog.tsx';

type Action = 'terms' | 'change' | 'terminate' | 'history';
const PAGE_SIZE = 20;

/**
 * Contract management: the contracts of the caller's direct downline agents (create, change,
 * terminate or withdraw, answer a downline's termination request, history).
 */
export function ContractManagement({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<{ account: string; status: ContractStatus | '' }>({
    account: '',
    status: '',
  });
  const [filters, setFilters] = useState(draft);
  const [pageNum, setPageNum] = useState(1);
  const [isOffering, setOffering] = useState(false);
  const [acting, setActing] = useState<{ action: Action; contract: Contract } | null>(null);
  const flow = useAnswerFlow();
  const contracts = useContracts({
    kind,
    side: 'UPLINE',
    pageNum,
    pageSize: PAGE_SIZE,
    ...(filters.account.trim() ? { account: filters.account.trim() } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPageNum(1);
  };
  const when = (at: string | null) => at ?? '—';
  const act = (action: Action, contract: Contract) => setActing({ action, contract });

  const columns: Column<Contract>[] = [
    {
      key: 'downline',
      header: t('contracts.manage.columns.downline'),
      kind: 'nowrap',
      render: (c) => <strong>{c.downline.account}</strong>,
    },
    {
      key: 'product',
      header: t('contracts.manage.columns.product'),
      kind: 'nowrap',
      render: (c) => t(`contracts.products.${c.product}`),
    },
    {
      key: 'status',
      header: t('contracts.manage.columns.status'),
      kind: 'nowrap',
      render: (c) => <ContractStatusBadge status={c.status} />,
    },
    {
      key: 'rate',
      header: t('contracts.manage.columns.rate'),
      kind: 'num',
      render: (c) => {
        const terms = c.terms ?? c.proposedTerms;
        return terms === null ? '—' : topRate(terms);
      },
    },
    {
      key: 'signedAt',
      header: t('contracts.manage.columns.signedAt'),
      kind: 'nowrap',
      render: (c) => when(c.signedAt),
    },
    {
      key: 'effectiveFrom',
      header: t('contracts.manage.columns.effectiveFrom'),
      kind: 'nowrap',
      render: (c) => when(c.effectiveFrom),
    },
    {
      key: 'actions',
      header: t('contracts.manage.columns.actions'),
      kind: 'actions',
      render: (c) => {
        const isTerminationAsked = awaitedFrom(c) === 'termination';
        return (
          <span className="contracts__actions">
            <Button variant="ghost" size="sm" onClick={() => act('terms', c)}>
              {t('contracts.manage.view')}
            </Button>
            {c.status === 'SIGNED' && (
              <Button variant="ghost" size="sm" onClick={() => act('change', c)}>
                {t('contracts.manage.change')}
              </Button>
            )}
            {(c.status === 'SIGNED' || c.status === 'PENDING') && (
              <Button variant="ghost" size="sm" onClick={() => act('terminate', c)}>
                {t(c.status === 'PENDING' ? 'contracts.manage.withdraw' : 'contracts.manage.terminate')}
              </Button>
            )}
            {isTerminationAsked && (
              <>
                <Button variant="ghost" size="sm" onClick={() => void flow.answer(c, 'REJECT')}>
                  {t('contracts.mine.refuseTermination')}
                </Button>
                <Button variant="secondary" size="sm" onClick={() => void flow.answer(c, 'ACCEPT')}>
                  {t('contracts.mine.confirmTermination')}
                </Button>
              </>
            )}
            <Button variant="ghost" size="sm" onClick={() => act('history', c)}>
              {t('contracts.manage.history')}
            </Button>
          </span>
        );
      },
    },
  ];

  const page = contracts.data;
  return (
    <section className="card contracts__manage" aria-label={t('contracts.tabs.manage')}>
      <div className="contracts__toolbar">
        <form className="contracts__filters" role="search" noValidate onSubmit={onSearch}>
          <TextField
            label={t('contracts.manage.account')}
            value={draft.account}
            maxLength={64}
            onChange={(event) => setDraft({ ...draft, account: event.target.value })}
          />
          <SelectField
            label={t('contracts.manage.status')}
            value={draft.status}
            options={[
              { value: '', label: t('contracts.manage.anyStatus') },
              ...CONTRACT_STATUSES.map((status) => ({
                value: status,
                label: t(`contracts.statuses.${status}`),
              })),
            ]}
            onChange={(event) => setDraft({ ...draft, status: event.target.value as ContractStatus | '' })}
          />
          <Button type="submit" variant="secondary">
            {t('contracts.manage.search')}
          </Button>
        </form>
        <Button className="contracts__new" onClick={() => setOffering(true)}>
          {t('contracts.manage.new')}
        </Button>
      </div>
      {page === undefined ? (
        <PageStatus
          error={contracts.error}
          message={t('errors.loadFailed')}
          onRetry={() => void contracts.refetch()}
        />
      ) : (
        <>
          <DataTable
            caption={t('contracts.manage.caption')}
            columns={columns}
            rows={page.list}
            rowKey={(c) => c.id}
            isLoading={contracts.isFetching}
            emptyText={t('contracts.manage.empty')}
          />
          <Pagination
            pageNum={pageNum}
            total={page.total}
            totalPages={page.totalPages}
            onChange={setPageNum}
          />
        </>
      )}
      {flow.dialog}
      {isOffering && <OfferDialog kind={kind} onClose={() => setOffering(false)} />}
      {acting?.action === 'change' && (
        <OfferDialog kind={kind} contract={acting.contract} onClose={() => setActing(null)} />
      )}
      {acting?.action === 'terminate' && (
        <TerminateDialog contract={acting.contract} onClose={() => setActing(null)} />
      )}
      {acting?.action === 'history' && (
        <HistoryDialog contract={acting.contract} onClose={() => setActing(null)} />
      )}
      {acting?.action === 'terms' && (
        <TermsDialog contract={acting.contract} onClose={() => setActing(null)} />
      )}
    </section>
  );
}

/** A downline's contract terms: those in force and those waiting for its answer. */
function TermsDialog({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={`${contract.downline.account} · ${t(`contracts.products.${contract.product}`)}`}
      size="lg"
      onClose={onClose}
      closesOnBackdrop
    >
      {contract.status === 'PENDING_TERMINATION' && contract.requestedBy === 'DOWNLINE' && (
        <p className="contract-card__note">{t('contracts.manage.downlineAsks')}</p>
      )}
      {contract.terms !== null && (
        <section className="contract-card__terms">
          <h3 className="contract-card__title">{t('contracts.mine.current')}</h3>
          <RateTable terms={contract.terms} />
        </section>
      )}
      {contract.proposedTerms !== null && (
        <section className="contract-card__terms contract-card__terms--proposed">
          <h3 className="contract-card__title">{t('contracts.mine.proposed')}</h3>
          <RateTable terms={contract.proposedTerms} />
        </section>
      )}
    </Dialog>
  );
}
