import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TeamProfitFigures, TeamProfitRow } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { Checkbox, TextField } from '@platform/ui/field.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { paths } from '../../../shared/config/paths.ts';
import { todayIn } from '../../../shared/lib/dates.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { useTeamProfit } from '../api/team-reports.ts';
import { useReportWindow } from '../lib/use-report-window.ts';
import { ReportRange, ScopeSwitch } from './report-controls.tsx';

const PAGE_SIZE = 20;
const USERNAME_PARAM = 'username';
const HIDE_EMPTY_PARAM = 'hideEmpty';
/** The amounts of a row, in the order of the columns (rebate, promotion, salaries and dividends come with their issues). */
const AMOUNTS = ['depositAmount', 'withdrawalAmount', 'stake', 'validBet', 'payout', 'winLoss'] as const;

/** User profit and loss (palStatementsAgentCopy): each downline's figures over the days, with the totals. */
export function ProfitAndLoss() {
  const { t } = useTranslation();
  const { timeZone } = useSiteConfig();
  const today = todayIn(timeZone);
  const { filters, pageNum, params, update, goToPage } = useReportWindow(today);
  const username = params.get(USERNAME_PARAM) ?? '';
  const hideEmpty = params.get(HIDE_EMPTY_PARAM) === 'true';
  const [draft, setDraft] = useState(username);
  const profit = useTeamProfit({
    ...filters,
    ...(username === '' ? {} : { username }),
    hideEmpty: hideEmpty ? 'true' : 'false',
    pageNum,
    pageSize: PAGE_SIZE,
  });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({}, { [USERNAME_PARAM]: draft.trim() });
  };

  const money = (key: (typeof AMOUNTS)[number], figures: TeamProfitFigures) => (
    <Money amount={figures[key]} isSigned={key === 'winLoss'} className="report-money" />
  );
  const columns: Column<TeamProfitRow>[] = [
    {
      key: 'username',
      header: t('agentReports.profit.columns.username'),
      kind: 'nowrap',
      render: (row) => (
        <span className="report-member">
          <Link
            className="table__link"
            to={paths.agentTeamBetting.getHref(row.username)}
            title={t('agentReports.profit.openBets', { username: row.username })}
          >
            {row.username}
          </Link>
          <span className="report-member__level">
            {row.level === 1
              ? t('agentReports.profit.direct')
              : t('agentReports.profit.levelValue', { level: row.level })}
          </span>
        </span>
      ),
    },
    ...AMOUNTS.slice(0, 2).map((key): Column<TeamProfitRow> => ({
      key,
      header: t(`agentReports.profit.columns.${key}`),
      kind: 'num',
      render: (row) => money(key, row),
    })),
    {
      key: 'betCount',
      header: t('agentReports.profit.columns.betCount'),
      kind: 'num',
      render: (row) => row.betCount.toLocaleString('en-US'),
    },
    ...AMOUNTS.slice(2).map((key): Column<TeamProfitRow> => ({
      key,
      header: t(`agentReports.profit.columns.${key}`),
      kind: 'num',
      render: (row) => money(key, row),
    })),
  ];

  const page = profit.data;
  return (
    <div className="report">
      <section className="card report__filters" aria-label={t('agentReports.presets.label')}>
        <ReportRange range={filters} today={today} onChange={(range) => update(range)} />
        <div className="report__row">
          <ScopeSwitch value={filters.scope} onChange={(scope) => update({ scope })} />
          <form className="report-search" role="search" onSubmit={onSearch}>
            <TextField
              label={t('agentReports.profit.username')}
              value={draft}
              maxLength={64}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" variant="secondary">
              {t('agentReports.profit.search')}
            </Button>
          </form>
          <Checkbox
            isSwitch
            label={t('agentReports.profit.hideEmpty')}
            checked={hideEmpty}
            onChange={(event) => update({}, { [HIDE_EMPTY_PARAM]: event.target.checked ? 'true' : '' })}
          />
        </div>
      </section>
      <section className="card report__body" aria-label={t('agentReports.profit.caption')}>
        <div className="report__bar">
          <p className="report__range">
            {t('dateRange.range', { start: filters.startDate, end: filters.endDate })}
          </p>
          {page !== undefined && (
            <p className="report__count">{t('agentReports.profit.count', { count: page.total })}</p>
          )}
        </div>
        {page === undefined ? (
          <PageStatus error={profit.error} onRetry={() => void profit.refetch()} />
        ) : (
          <>
            <DataTable
              caption={t('agentReports.profit.caption')}
              columns={columns}
              rows={page.list}
              rowKey={(row) => row.username}
              isLoading={profit.isFetching}
              emptyText={t('agentReports.profit.empty')}
              footer={{
                username: t('agentReports.total'),
                betCount: page.totals.betCount.toLocaleString('en-US'),
                ...Object.fromEntries(AMOUNTS.map((key) => [key, money(key, page.totals)])),
              }}
            />
            {page.totalPages > 1 && (
              <Pagination
                pageNum={pageNum}
                total={page.total}
                totalPages={page.totalPages}
                onChange={goToPage}
              />
            )}
          </>
        )}
        <p className="report__note">{t('agentReports.winLossNote')}</p>
      </section>
    </div>
  );
}
