import { useTranslation } from 'react-i18next';
import { rebateMemberClaimsQuerySchema, type RebateClaim } from '@platform/contract';
import { Badge } from '@platform/ui/badge.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { TextField } from '@platform/ui/field.tsx';
import { FiltersForm } from '@platform/ui/filters-form.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { errorText, useFiltersForm, withEmptyAsMissing } from '../../../shared/lib/form.ts';
import { useListParams } from '../../../shared/lib/list-params.ts';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { useRebateMemberClaims } from '../api/rebate.ts';
import { RebateTabs } from './rebate-tabs.tsx';

const FILTERS = ['account'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;
const EMPTY: Filters = { account: '' };
const filterSchema = withEmptyAsMissing<unknown, Filters>(
  rebateMemberClaimsQuerySchema.omit({ pageNum: true, pageSize: true }),
);

/** One member's paid rebates: claimed or paid by the daily run, with each product's part. */
export function RebateClaimsPage() {
  const { t } = useTranslation();
  const list = useListParams(FILTERS);
  const claims = useRebateMemberClaims({ ...list.filters, ...list.page });
  const form = useFiltersForm(filterSchema, { ...EMPTY, ...list.filters });
  const asked = list.filters.account !== '';

  const columns: Column<RebateClaim>[] = [
    { key: 'id', header: t('rebate.claims.id'), kind: 'num', render: (row) => row.id },
    {
      key: 'kind',
      header: t('rebate.claims.kind'),
      render: (row) => (
        <Badge tone={row.kind === 'AUTO' ? 'info' : 'success'}>{t(`rebate.claims.kinds.${row.kind}`)}</Badge>
      ),
    },
    {
      key: 'settlementDate',
      header: t('rebate.claims.settlementDate'),
      kind: 'nowrap',
      render: (row) => row.settlementDate,
    },
    { key: 'amount', header: t('rebate.claims.amount'), kind: 'num', render: (row) => row.amount },
    {
      key: 'products',
      header: t('rebate.claims.products'),
      kind: 'wide',
      // Products with no valid bet paid nothing: only the ones played are listed.
      render: (row) => (
        <ul className="rebate__products">
          {row.products
            .filter((product) => Number(product.validBet) > 0)
            .map((product) => (
              <li key={product.category}>
                {t('rebate.claims.product', {
                  category: t(`rebate.categories.${product.category}`),
                  validBet: product.validBet,
                  rate: product.rate,
                  amount: product.amount,
                })}
              </li>
            ))}
        </ul>
      ),
    },
    {
      key: 'createdAt',
      header: t('rebate.claims.createdAt'),
      kind: 'nowrap',
      render: (row) => row.createdAt,
    },
  ];

  return (
    <>
      <RebateTabs />
      <FiltersForm
        searchLabel={t('common.search')}
        clearLabel={t('common.clear')}
        form={form}
        label={t('rebate.claims.filters')}
        empty={EMPTY}
        onSearch={list.setFilters}
      >
        <TextField
          label={t('rebate.claims.account')}
          autoCapitalize="off"
          autoComplete="off"
          error={form.formState.errors.account?.message}
          {...form.register('account')}
        />
      </FiltersForm>
      {claims.isError && <FormAlert message={errorText(claims.error, t)} />}
      <DataTable
        caption={t('rebate.tabs.claims')}
        columns={columns}
        rows={asked ? (claims.data?.list ?? []) : []}
        rowKey={(row) => row.id}
        isLoading={asked && claims.isPending}
        emptyText={t(asked ? 'rebate.claims.empty' : 'rebate.claims.askAccount')}
      />
      {asked && claims.data !== undefined && (
        <ListPagination
          page={list.page}
          total={claims.data.total}
          totalPages={claims.data.totalPages}
          onChange={list.setPage}
        />
      )}
    </>
  );
}
