import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import type { memberRowSchema } from '@platform/contract';
import { paths } from '../../../shared/config/paths.ts';
import { useMemberTypes } from '../../../shared/api/get-member-types.ts';
import { accountStatus, memberTypeLabel } from '../../../shared/lib/labels.ts';
import { useListParams } from '../../../shared/lib/list-params.ts';
import { Badge } from '@platform/ui/badge.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { errorText } from '../../../shared/lib/form.ts';
import { useSearchMembers } from '../api/search-members.ts';
import { MEMBER_FILTERS, MemberSearchForm } from './member-search-form.tsx';

type MemberRow = z.infer<typeof memberRowSchema>;

/** Member search: the filters, one page of results, and a link to each member's page. */
export function MembersPage() {
  const { t } = useTranslation();
  const types = useMemberTypes();
  const list = useListParams(MEMBER_FILTERS);
  const search = useSearchMembers({ ...list.filters, ...list.page });
  const location = useLocation();

  const columns: Column<MemberRow>[] = [
    { key: 'id', header: t('members.id'), kind: 'num', render: (row) => row.id },
    {
      key: 'account',
      header: t('members.account'),
      kind: 'nowrap',
      render: (row) => (
        <span className="cell-stack">
          <Link className="table__link" to={paths.member.getHref(row.id)} state={{ search: location.search }}>
            {row.account}
          </Link>
          {row.isDemo && <Badge tone="info">{t('members.demo')}</Badge>}
        </span>
      ),
    },
    { key: 'nickname', header: t('members.nickname'), render: (row) => row.nickname ?? '—' },
    {
      key: 'type',
      header: t('members.type'),
      kind: 'nowrap',
      render: (row) => memberTypeLabel(t, row.type, types),
    },
    {
      key: 'status',
      header: t('members.status'),
      render: (row) => {
        const status = accountStatus(t, row.status);
        return <Badge tone={status.tone}>{status.label}</Badge>;
      },
    },
    { key: 'vip', header: t('members.vip'), kind: 'num', render: (row) => row.vipLevel },
    { key: 'mobile', header: t('members.mobile'), kind: 'nowrap', render: (row) => row.mobileNum ?? '—' },
    { key: 'email', header: t('members.email'), render: (row) => row.email ?? '—' },
    {
      key: 'registeredAt',
      header: t('members.registeredAt'),
      kind: 'nowrap',
      render: (row) => row.registeredAt,
    },
    {
      key: 'lastLoginAt',
      header: t('members.lastLoginAt'),
      kind: 'nowrap',
      render: (row) => row.lastLoginAt ?? '—',
    },
  ];

  return (
    <>
      <PageHeader title={t('members.title')} description={t('members.description')} />
      <MemberSearchForm
        key={JSON.stringify(list.filters)}
        filters={list.filters}
        onSearch={list.setFilters}
      />
      {search.isError && <FormAlert message={errorText(search.error, t)} />}
      <DataTable
        emptyText={t('common.noResults')}
        caption={t('members.results')}
        columns={columns}
        rows={search.data?.list ?? []}
        rowKey={(row) => row.id}
        isLoading={search.isPending}
      />
      {search.data !== undefined && (
        <ListPagination
          page={list.page}
          total={search.data.total}
          totalPages={search.data.totalPages}
          onChange={list.setPage}
        />
      )}
    </>
  );
}
