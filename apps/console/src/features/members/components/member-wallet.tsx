import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageParams } from '../../../shared/lib/list-params.ts';
import { Badge } from '@platform/ui/badge.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { PAGE_SIZES } from '../../../shared/lib/list-params.ts';
import { Section } from '../../../shared/ui/section.tsx';
import { useMemberWallet } from '../api/get-member-wallet.ts';
import type { MemberWallet } from './member-types.ts';

type Transfer = MemberWallet['transfers']['list'][number];

/** The texts a transfer's metadata carries for people: its reference and the operator's reason. */
const noteOf = (metadata: Transfer['metadata']): string => {
  const notes = ['reference', 'reason']
    .map((key) => metadata[key])
    .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
    .map(String);
  return notes.length === 0 ? '—' : notes.join(' · ');
};

/** What the transfer did to the member's total: in adds, out takes away, internal moves between wallets. */
const effectOf = (transfer: Transfer): string => {
  switch (transfer.direction) {
    case 'IN':
      return `+${transfer.amount}`;
    case 'OUT':
      return `-${transfer.amount}`;
    default:
      return '±0.00';
  }
};

/** The member's accounts with their balances and their ledger transfers, newest first (`finance.read`). */
export function MemberWalletSection({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState<PageParams>({ pageNum: 1, pageSize: PAGE_SIZES[0] });
  const wallet = useMemberWallet(memberId, page);

  const directionBadge = (direction: Transfer['direction']) => {
    switch (direction) {
      case 'IN':
        return <Badge tone="success">{t('members.wallet.directions.IN')}</Badge>;
      case 'OUT':
        return <Badge tone="danger">{t('members.wallet.directions.OUT')}</Badge>;
      default:
        return <Badge tone="neutral">{t('members.wallet.directions.INTERNAL')}</Badge>;
    }
  };

  const columns: Column<Transfer>[] = [
    {
      key: 'createdAt',
      header: t('members.wallet.at'),
      kind: 'nowrap',
      render: (transfer) => transfer.createdAt,
    },
    {
      key: 'type',
      header: t('members.wallet.type'),
      kind: 'nowrap',
      render: (transfer) => t(`members.wallet.types.${transfer.type}`),
    },
    {
      key: 'direction',
      header: t('members.wallet.direction'),
      render: (transfer) => directionBadge(transfer.direction),
    },
    { key: 'amount', header: t('members.wallet.amount'), kind: 'num', render: (transfer) => transfer.amount },
    { key: 'effect', header: t('members.wallet.effect'), kind: 'num', render: effectOf },
    {
      key: 'note',
      header: t('members.wallet.note'),
      kind: 'wide',
      render: (transfer) => noteOf(transfer.metadata),
    },
    { key: 'id', header: t('members.wallet.transferId'), kind: 'num', render: (transfer) => transfer.id },
  ];

  if (wallet.data === undefined) {
    return (
      <Section title={t('members.wallet.title')}>
        <PageStatus error={wallet.error} onRetry={() => void wallet.refetch()} />
      </Section>
    );
  }

  const { accounts, transfers } = wallet.data;
  return (
    <Section title={t('members.wallet.title')} description={t('members.wallet.description')}>
      {accounts.length === 0 && <p className="muted">{t('members.wallet.noAccounts')}</p>}
      <dl className="details details--columns" aria-label={t('members.wallet.accounts')}>
        {accounts.map((account) => (
          <div key={account.id} className="details__row">
            <dt>{t('members.wallet.account', { kind: account.kind, currency: account.currency })}</dt>
            <dd>
              <span className="num">{account.balance}</span>
            </dd>
          </div>
        ))}
      </dl>
      <DataTable
        caption={t('members.wallet.transfers')}
        columns={columns}
        rows={transfers.list}
        rowKey={(transfer) => transfer.id}
        isLoading={wallet.isFetching && transfers.list.length === 0}
        emptyText={t('members.wallet.empty')}
      />
      <ListPagination
        page={page}
        total={transfers.total}
        totalPages={transfers.totalPages}
        onChange={setPage}
      />
    </Section>
  );
}
