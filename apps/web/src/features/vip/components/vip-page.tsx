import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REBATE_CATEGORIES,
  type Language,
  type VipGrant,
  type VipProgress,
  type VipRank,
} from '@platform/contract';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { CrownIcon } from '@platform/ui/icons.tsx';
import { formatAmount } from '../../../shared/lib/format.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { useVipGrants, useVipOverview } from '../api/vip.ts';
import './vip.css';

const HISTORY_PAGE_SIZE = 10;

const languageOf = (language: string): Language => (language.startsWith('ja') ? 'JA' : 'EN');

/** A rank's label colours, from the operator's settings. */
const rankStyle = (rank: VipRank) =>
  ({ '--vip-rank-bg': rank.labelColor, '--vip-rank-fg': rank.textColor }) as CSSProperties;

/** One condition: its name, `{actual}/{expected}` and a bar. */
function ProgressRow({ row }: { row: VipProgress }) {
  const { t } = useTranslation();
  const isCount = row.condition === 'DEPOSIT_COUNT';
  const share = Math.min(1, Number(row.actual) / Math.max(Number(row.expected), Number.MIN_VALUE));
  return (
    <li className="vip-progress__row" data-condition={row.condition} data-met={row.met}>
      <div className="vip-progress__head">
        <span>{t(`vip.conditions.${row.condition}`)}</span>
        <span className="vip-progress__figures">
          {isCount ? row.actual : <Money amount={row.actual} />} /{' '}
          {isCount ? row.expected : <Money amount={row.expected} />}
        </span>
      </div>
      <div
        className="vip-progress__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
        aria-label={t(`vip.conditions.${row.condition}`)}
      >
        <span style={{ inlineSize: `${share * 100}%` }} />
      </div>
    </li>
  );
}

function ProgressCard({
  id,
  title,
  match,
  progress,
}: {
  id: string;
  title: string;
  match: 'ALL' | 'ANY';
  progress: VipProgress[];
}) {
  const { t } = useTranslation();
  return (
    <section className="card vip-progress" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {title}
      </h2>
      <p className="vip-progress__match">{t(`vip.match.${match}`)}</p>
      <ul className="vip-progress__list">
        {progress.map((row) => (
          <ProgressRow key={row.condition} row={row} />
        ))}
      </ul>
    </section>
  );
}

/** A rank's card: its label and what it gives. */
function RankCard({ rank, isCurrent, language }: { rank: VipRank; isCurrent: boolean; language: Language }) {
  const { t } = useTranslation();
  const rebate = REBATE_CATEGORIES.flatMap((category) => {
    const rate = rank.rebateBonus[category];
    return rate === undefined ? [] : [{ category, rate }];
  });
  return (
    <li className="vip-rank" data-current={isCurrent} aria-current={isCurrent ? 'true' : undefined}>
      <div className="vip-rank__label" style={rankStyle(rank)}>
        <CrownIcon width={16} height={16} />
        <span>{rank.name[language]}</span>
      </div>
      {isCurrent && <span className="vip-rank__current">{t('vip.current')}</span>}
      <dl className="vip-rank__benefits">
        <div>
          <dt>{t('vip.benefits.upgradeBonus')}</dt>
          <dd>{rank.upgradeBonus === null ? t('vip.none') : <Money amount={rank.upgradeBonus} />}</dd>
        </div>
        {rank.salaries.map((salary) => (
          <div key={salary.period}>
            <dt>{t(`vip.salary.${salary.period}`)}</dt>
            <dd>
              <Money amount={salary.amount} />
              {(salary.minDeposit !== null || salary.minValidBet !== null) && (
                <small className="vip-rank__requirement">
                  {salary.minDeposit !== null &&
                    t('vip.salary.minDeposit', { amount: formatAmount(salary.minDeposit) })}
                  {salary.minDeposit !== null && salary.minValidBet !== null && ' · '}
                  {salary.minValidBet !== null &&
                    t('vip.salary.minValidBet', { amount: formatAmount(salary.minValidBet) })}
                </small>
              )}
            </dd>
          </div>
        ))}
        <div>
          <dt>{t('vip.benefits.rebate')}</dt>
          <dd>
            {rebate.length === 0
              ? t('vip.none')
              : rebate.map(({ category, rate }) => `${t(`games.menu.${category}`)} +${rate}%`).join(', ')}
          </dd>
        </div>
        <div>
          <dt>{t('vip.benefits.withdrawals')}</dt>
          <dd>
            {rank.withdrawalDailyCount === null
              ? t('vip.standard')
              : t('vip.benefits.perDay', { count: rank.withdrawalDailyCount })}
          </dd>
        </div>
        <div>
          <dt>{t('vip.benefits.withdrawalMax')}</dt>
          <dd>
            {rank.withdrawalMaxAmount === null ? (
              t('vip.standard')
            ) : (
              <Money amount={rank.withdrawalMaxAmount} />
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** The member's upgrade bonuses and salaries (claimed in the reward centre). */
function RewardsHistory() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const grants = useVipGrants(pageNum, HISTORY_PAGE_SIZE);
  const columns: Column<VipGrant>[] = [
    { key: 'time', header: t('vip.history.time'), render: (row) => row.createdAt, kind: 'nowrap' },
    {
      key: 'kind',
      header: t('vip.history.kind'),
      render: (row) =>
        row.kind === 'SALARY' && row.salaryPeriod
          ? `${t(`vip.salary.${row.salaryPeriod}`)} (${row.period ?? ''})`
          : t('vip.history.upgrade'),
    },
    { key: 'rank', header: t('vip.history.rank'), render: (row) => row.rank },
    {
      key: 'amount',
      header: t('vip.history.amount'),
      render: (row) => <Money amount={row.amount} />,
      kind: 'num',
    },
  ];
  if (!grants.data) return <PageStatus error={grants.error} onRetry={() => void grants.refetch()} />;
  return (
    <>
      <DataTable
        caption={t('vip.history.title')}
        columns={columns}
        rows={grants.data.list}
        rowKey={(row) => row.id}
        isLoading={grants.isFetching}
        emptyText={t('vip.history.empty')}
      />
      {grants.data.totalPages > 1 && (
        <Pagination
          pageNum={pageNum}
          total={grants.data.total}
          totalPages={grants.data.totalPages}
          onChange={setPageNum}
        />
      )}
    </>
  );
}

/**
 * The VIP page (reference section 11): the player's rank, progress to the next rank (each condition's
 * actual against expected), what keeps the rank this month, the ranks and their benefits, the rules
 * and the rewards history.
 */
export function VipPage() {
  const { t, i18n } = useTranslation();
  const overview = useVipOverview();
  if (!overview.data) return <PageStatus error={overview.error} onRetry={() => void overview.refetch()} />;
  const { level, ranks, next, keep } = overview.data;
  const language = languageOf(i18n.language);
  const current = ranks.find((rank) => rank.level === level);
  const upcoming = ranks.find((rank) => rank.level === level + 1);

  return (
    <>
      <section className="card card--accent vip-player" aria-labelledby="vip-player-title">
        <h2 id="vip-player-title" className="vip-player__title">
          {t('vip.playerRank')}
        </h2>
        {current ? (
          <div
            className="vip-rank__label vip-player__rank"
            style={rankStyle(current)}
            data-testid="vip-current"
          >
            <CrownIcon width={20} height={20} />
            <span>{current.name[language]}</span>
          </div>
        ) : (
          <p className="vip-player__none" data-testid="vip-current">
            {t('vip.noRank')}
          </p>
        )}
        {ranks.length > 0 && level >= ranks.length && <p className="vip-player__max">{t('vip.maxRank')}</p>}
      </section>

      {next && upcoming && (
        <ProgressCard
          id="vip-next-title"
          title={t('vip.levelUp', { rank: upcoming.name[language] })}
          match={next.match}
          progress={next.progress}
        />
      )}
      {keep && (
        <ProgressCard
          id="vip-keep-title"
          title={t('vip.maintain')}
          match={keep.match}
          progress={keep.progress}
        />
      )}

      <section className="card" aria-labelledby="vip-benefits-title">
        <h2 id="vip-benefits-title" className="card__title">
          {t('vip.rankBenefits')}
        </h2>
        {ranks.length === 0 ? (
          <p className="vip-empty">{t('vip.noRanks')}</p>
        ) : (
          <ol className="vip-ranks">
            {ranks.map((rank) => (
              <RankCard key={rank.id} rank={rank} isCurrent={rank.level === level} language={language} />
            ))}
          </ol>
        )}
      </section>

      <section className="card" aria-labelledby="vip-rules-title">
        <h2 id="vip-rules-title" className="card__title">
          {t('vip.rules.title')}
        </h2>
        <ul className="vip-rules">
          {(['promotion', 'monthly', 'keep', 'bonus', 'salary', 'claim'] as const).map((rule) => (
            <li key={rule}>{t(`vip.rules.${rule}`)}</li>
          ))}
        </ul>
      </section>

      <section className="card" aria-labelledby="vip-history-title">
        <h2 id="vip-history-title" className="card__title">
          {t('vip.history.title')}
        </h2>
        <RewardsHistory />
      </section>
    </>
  );
}
