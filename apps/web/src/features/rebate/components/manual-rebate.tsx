import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RebateClaim, RebateProduct } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { errorText } from '../../../shared/lib/api-client.ts';
import { formatAmount } from '../../../shared/lib/format.ts';
import { showToast } from '../../../shared/lib/toast.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { useClaimRebate, useRebateClaims, useRebateSummary } from '../api/rebate.ts';
import './rebate.css';

const HISTORY_PAGE_SIZE = 10;
const isZero = (amount: string) => /^0+(\.0+)?$/.test(amount);

/** One product's card: its valid bet not yet paid, the member's rate, and what it pays now. */
function ProductCard({ product }: { product: RebateProduct }) {
  const { t } = useTranslation();
  return (
    <li className="rebate-product" data-category={product.category}>
      <div className="rebate-product__head">
        <span className="rebate-product__name">{t(`games.menu.${product.category}`)}</span>
        <span className="rebate-product__rate">{t('rebate.ratePercent', { rate: product.rate })}</span>
      </div>
      <dl className="rebate-product__figures">
        <div>
          <dt>{t('rebate.validBet')}</dt>
          <dd>
            <Money amount={product.validBet} />
          </dd>
        </div>
        <div>
          <dt>{t('rebate.claimable')}</dt>
          <dd className="rebate-product__amount">
            <Money amount={product.amount} />
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** The member's paid rebates: its claims and the automatic run's payments. */
function RebateHistory() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const claims = useRebateClaims(pageNum, HISTORY_PAGE_SIZE);
  const columns: Column<RebateClaim>[] = [
    { key: 'date', header: t('rebate.history.date'), render: (row) => row.settlementDate, kind: 'nowrap' },
    { key: 'kind', header: t('rebate.history.kind'), render: (row) => t(`rebate.kinds.${row.kind}`) },
    {
      key: 'amount',
      header: t('rebate.history.amount'),
      render: (row) => <Money amount={row.amount} />,
      kind: 'num',
    },
    { key: 'time', header: t('rebate.history.time'), render: (row) => row.createdAt, kind: 'nowrap' },
  ];
  if (!claims.data) return <PageStatus error={claims.error} onRetry={() => void claims.refetch()} />;
  return (
    <>
      <DataTable
        caption={t('rebate.history.title')}
        columns={columns}
        rows={claims.data.list}
        rowKey={(row) => row.id}
        isLoading={claims.isFetching}
        emptyText={t('rebate.history.empty')}
      />
      {claims.data.totalPages > 1 && (
        <Pagination
          pageNum={pageNum}
          total={claims.data.total}
          totalPages={claims.data.totalPages}
          onChange={setPageNum}
        />
      )}
    </>
  );
}

/**
 * Manual rebate (spec: manualRebate): today's claimable rebate per product from the valid bet no
 * earlier payment covered, the total, and a claim with confirmation, once per settlement date.
 */
export function ManualRebate() {
  const { t } = useTranslation();
  const summary = useRebateSummary();
  const claim = useClaimRebate();
  const [isConfirming, setConfirming] = useState(false);

  if (!summary.data) {
    return <PageStatus error={summary.error} onRetry={() => void summary.refetch()} />;
  }
  const { total, products, claimedToday, settlementDate, autoRebate } = summary.data;
  const canClaim = !claimedToday && !isZero(total);

  const confirm = () =>
    claim.mutate(undefined, {
      onSuccess: (paid) => showToast(t('rebate.claimed', { amount: formatAmount(paid.amount) }), 'success'),
      onError: (error) => showToast(errorText(error, t), 'danger'),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <section className="card card--accent rebate-total" aria-label={t('rebate.totalLabel')}>
        <div className="rebate-total__figures">
          <span className="rebate-total__label">{t('rebate.totalLabel')}</span>
          <Money amount={total} className="rebate-total__amount" />
          <span className="rebate-total__date">{t('rebate.settlementDate', { date: settlementDate })}</span>
        </div>
        <div className="rebate-total__action">
          <Button size="lg" disabled={!canClaim} onClick={() => setConfirming(true)}>
            {claimedToday ? t('rebate.claimedToday') : t('rebate.claim')}
          </Button>
          <p className="rebate-total__note">
            {claimedToday ? t('rebate.nextClaim') : t('rebate.oncePerDay')}
            {autoRebate && <> {t('rebate.autoNote')}</>}
          </p>
        </div>
      </section>

      <ul className="rebate-products" aria-label={t('rebate.products')}>
        {products.map((product) => (
          <ProductCard key={product.category} product={product} />
        ))}
      </ul>

      <section className="card" aria-labelledby="rebate-history-title">
        <h2 id="rebate-history-title" className="card__title">
          {t('rebate.history.title')}
        </h2>
        <RebateHistory />
      </section>

      {isConfirming && (
        <ConfirmDialog
          title={t('rebate.confirmTitle')}
          confirmLabel={t('rebate.claim')}
          isBusy={claim.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={confirm}
        >
          {t('rebate.confirmBody', { amount: formatAmount(total), date: settlementDate })}
        </ConfirmDialog>
      )}
    </>
  );
}
