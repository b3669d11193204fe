import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTRACT_IN_FORCE_STATUSES,
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  contractAdminQuerySchema,
  type Contract,
  type ContractAnswer,
} from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { FiltersForm } from '@platform/ui/filters-form.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useCan } from '../../../shared/api/get-me.ts';
import { errorText, useFiltersForm, withEmptyAsMissing } from '../../../shared/lib/form.ts';
import { useListParams } from '../../../shared/lib/list-params.ts';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useAnswerContract, useContracts, useTerminateContract } from '../api/contracts.ts';
import { when } from '../lib/when.ts';
import { ContractHistoryDialog } from './contract-history-dialog.tsx';
import { ContractTermsDialog } from './contract-terms-dialog.tsx';
import { ContractStatusBadge } from './status-badges.tsx';
import './contracts.css';

const FILTERS = ['kind', 'status', 'account', 'operatorOnly'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;
const EMPTY: Filters = { kind: '', status: '', account: '', operatorOnly: '' };
const filterSchema = withEmptyAsMissing<unknown, Filters>(
  contractAdminQuerySchema.omit({ pageNum: true, pageSize: true }),
);

type Pending =
  | { action: 'offer' }
  | { action: 'change' | 'terminate' | 'history'; contract: Contract }
  | { action: 'answer'; contract: Contract; answer: ContractAnswer }
  | null;

const isInForce = (contract: Contract) =>
  (CONTRACT_IN_FORCE_STATUSES as readonly string[]).includes(contract.status) ||
  contract.status === 'PENDING';

function ContractFilters({ filters, onSearch }: { filters: Filters; onSearch: (next: Filters) => void }) {
  const { t } = useTranslation();
  const form = useFiltersForm(filterSchema, filters);
  const { errors } = form.formState;
  return (
    <FiltersForm
      form={form}
      label={t('contracts.list.filtersLabel')}
      searchLabel={t('common.search')}
      clearLabel={t('common.clear')}
      empty={EMPTY}
      onSearch={onSearch}
    >
      <SelectField
        label={t('contracts.kind')}
        error={errors.kind?.message}
        options={[
          { value: '', label: t('common.all') },
          ...CONTRACT_KINDS.map((kind) => ({ value: kind, label: t(`contracts.kinds.${kind}`) })),
        ]}
        {...form.register('kind')}
      />
      <SelectField
        label={t('contracts.status')}
        error={errors.status?.message}
        options={[
          { value: '', label: t('common.all') },
          ...CONTRACT_STATUSES.map((status) => ({ value: status, label: t(`contracts.statuses.${status}`) })),
        ]}
        {...form.register('status')}
      />
      <TextField
        label={t('contracts.list.account')}
        autoCapitalize="off"
        spellCheck={false}
        error={errors.account?.message}
        {...form.register('account')}
      />
      <SelectField
        label={t('contracts.list.parties')}
        error={errors.operatorOnly?.message}
        options={[
          { value: '', label: t('common.all') },
          { value: 'true', label: t('contracts.list.operatorOnly') },
          { value: 'false', label: t('contracts.list.agentsOnly') },
        ]}
        {...form.register('operatorOnly')}
      />
    </FiltersForm>
  );
}

/**
 * Every contract: the operator's own with top-level agents (offer, change, end, answer the agent's
 * request to end), and those between agents (history; staff may end one at once).
 */
export function ContractsPage() {
  const { t } = useTranslation();
  const list = useListParams(FILTERS);
  const contracts = useContracts({ ...list.filters, ...list.page });
  const canWrite = useCan('settings.write');
  const terminate = useTerminateContract();
  const answer = useAnswerContract();
  const [pending, setPending] = useState<Pending>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  const open = (next: Pending) => {
    setOutcome(null);
    terminate.reset();
    answer.reset();
    setPending(next);
  };
  const done = (message: string) => {
    setPending(null);
    setOutcome(message);
  };

  const actions = (contract: Contract) => {
    const isOperators = contract.upline === null;
    const waitsForOperator =
      isOperators && contract.status === 'PENDING_TERMINATION' && contract.requestedBy === 'DOWNLINE';
    return (
      <span className="row-actions">
        <Button variant="ghost" size="sm" onClick={() => open({ action: 'history', contract })}>
          {t('contracts.list.history')}
        </Button>
        {canWrite && isOperators && contract.status === 'SIGNED' && (
          <Button variant="secondary" size="sm" onClick={() => open({ action: 'change', contract })}>
            {t('contracts.list.change')}
          </Button>
        )}
        {canWrite && waitsForOperator && (
          <>
            <Button size="sm" onClick={() => open({ action: 'answer', contract, answer: 'ACCEPT' })}>
              {t('contracts.list.confirmEnd')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => open({ action: 'answer', contract, answer: 'REJECT' })}
            >
              {t('contracts.list.refuseEnd')}
            </Button>
          </>
        )}
        {canWrite && isInForce(contract) && !(isOperators && contract.status === 'PENDING_TERMINATION') && (
          <Button variant="danger" size="sm" onClick={() => open({ action: 'terminate', contract })}>
            {contract.status === 'PENDING' && isOperators
              ? t('contracts.list.withdraw')
              : t('contracts.list.end')}
          </Button>
        )}
      </span>
    );
  };

  const columns: Column<Contract>[] = [
    { key: 'id', header: t('contracts.list.id'), kind: 'num', render: (row) => row.id },
    {
      key: 'kind',
      header: t('contracts.kind'),
      kind: 'nowrap',
      render: (row) => t(`contracts.kinds.${row.kind}`),
    },
    {
      key: 'product',
      header: t('contracts.product'),
      kind: 'nowrap',
      render: (row) => t(`contracts.products.${row.product}`),
    },
    {
      key: 'upline',
      header: t('contracts.upline'),
      kind: 'nowrap',
      render: (row) => row.upline?.account ?? t('contracts.operator'),
    },
    {
      key: 'downline',
      header: t('contracts.downline'),
      kind: 'nowrap',
      render: (row) => row.downline.account,
    },
    {
      key: 'status',
      header: t('contracts.status'),
      render: (row) => (
        <span className="cell-stack cell-stack--column">
          <ContractStatusBadge status={row.status} />
          {row.requestedBy !== null && row.status !== 'SIGNED' && (
            <span className="muted">{t(`contracts.requestedBy.${row.requestedBy}`)}</span>
          )}
        </span>
      ),
    },
    { key: 'signedAt', header: t('contracts.signedAt'), kind: 'nowrap', render: (row) => when(row.signedAt) },
    { key: 'endedAt', header: t('contracts.endedAt'), kind: 'nowrap', render: (row) => when(row.endedAt) },
    { key: 'actions', header: t('contracts.actions'), kind: 'actions', render: actions },
  ];

  const decision = pending?.action === 'terminate' || pending?.action === 'answer' ? pending : undefined;
  const mutation = pending?.action === 'answer' ? answer : terminate;

  return (
    <>
      <PageHeader
        title={t('contracts.list.title')}
        description={t('contracts.list.description')}
        actions={
          canWrite && <Button onClick={() => open({ action: 'offer' })}>{t('contracts.offer.open')}</Button>
        }
      />
      <ContractFilters key={JSON.stringify(list.filters)} filters={list.filters} onSearch={list.setFilters} />
      {outcome !== null && <Notice tone="success">{outcome}</Notice>}
      {contracts.isError && <FormAlert message={errorText(contracts.error, t)} />}
      <DataTable
        caption={t('contracts.list.results')}
        columns={columns}
        rows={contracts.data?.list ?? []}
        rowKey={(row) => row.id}
        isLoading={contracts.isPending}
        emptyText={t('contracts.list.empty')}
      />
      {contracts.data !== undefined && (
        <ListPagination
          page={list.page}
          total={contracts.data.total}
          totalPages={contracts.data.totalPages}
          onChange={list.setPage}
        />
      )}
      {pending?.action === 'offer' && (
        <ContractTermsDialog
          onDone={(contract) => done(t('contracts.offer.done', { account: contract.downline.account }))}
          onCancel={() => setPending(null)}
        />
      )}
      {pending?.action === 'change' && (
        <ContractTermsDialog
          contract={pending.contract}
          onDone={(contract) => done(t('contracts.change.done', { account: contract.downline.account }))}
          onCancel={() => setPending(null)}
        />
      )}
      {pending?.action === 'history' && (
        <ContractHistoryDialog contract={pending.contract} onClose={() => setPending(null)} />
      )}
      {decision !== undefined && (
        <ConfirmDialog
          title={
            decision.action === 'answer'
              ? t(
                  decision.answer === 'ACCEPT'
                    ? 'contracts.list.confirmEndTitle'
                    : 'contracts.list.refuseEndTitle',
                )
              : t('contracts.list.endTitle')
          }
          confirmLabel={
            decision.action === 'answer'
              ? t(decision.answer === 'ACCEPT' ? 'contracts.list.confirmEnd' : 'contracts.list.refuseEnd')
              : t('contracts.list.end')
          }
          variant={decision.action === 'answer' && decision.answer === 'REJECT' ? 'primary' : 'danger'}
          isBusy={mutation.isPending}
          alert={<FormAlert message={mutation.isError ? errorText(mutation.error, t) : undefined} />}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            const { contract } = decision;
            const account = contract.downline.account;
            if (decision.action === 'answer') {
              answer.mutate(
                { id: contract.id, answer: decision.answer },
                { onSuccess: () => done(t(`contracts.list.answered.${decision.answer}`, { account })) },
              );
            } else {
              terminate.mutate(contract.id, {
                onSuccess: (result) =>
                  done(
                    result.status === 'CANCELLED'
                      ? t('contracts.list.ended', { account })
                      : t('contracts.list.endRequested', { account }),
                  ),
              });
            }
          }}
        >
          <p>
            {decision.action === 'answer'
              ? t(`contracts.list.answerEffect.${decision.answer}`, {
                  account: decision.contract.downline.account,
                })
              : decision.contract.upline === null
                ? t('contracts.list.endOperatorEffect', { account: decision.contract.downline.account })
                : t('contracts.list.endAgentsEffect', {
                    upline: decision.contract.upline.account,
                    account: decision.contract.downline.account,
                  })}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
