import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { Spinner } from '@platform/ui/spinner.tsx';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { todayIn } from '../../../shared/lib/dates.ts';
import { useTeamOverview } from '../api/team-reports.ts';
import { useReportWindow } from '../lib/use-report-window.ts';
import { OverviewTiles } from './overview-tiles.tsx';
import { ReportRange, ScopeSwitch, Segments } from './report-controls.tsx';
import { SeriesTables } from './series-tables.tsx';

/** The chart library comes with the charts view only, never with the site's first load. */
const TeamCharts = lazy(() => import('./team-charts.tsx'));

const VIEWS = ['data', 'charts'] as const;
type View = (typeof VIEWS)[number];
const VIEW_PARAM = 'view';

/** Team overview (agentTeamOverview): today's tiles, then the series of the chosen days as data or charts. */
export function TeamOverview() {
  const { t } = useTranslation();
  const { timeZone } = useSiteConfig();
  const today = todayIn(timeZone);
  const { filters, params, update } = useReportWindow(today);
  const view: View = params.get(VIEW_PARAM) === 'charts' ? 'charts' : 'data';
  const [, setParams] = useSearchParams();
  const overview = useTeamOverview(filters);

  const showView = (next: View) => {
    const query = new URLSearchParams(params);
    if (next === 'data') query.delete(VIEW_PARAM);
    else query.set(VIEW_PARAM, next);
    setParams(query, { replace: true });
  };

  if (overview.data === undefined) {
    return (
      <PageStatus
        error={overview.error}
        message={t('errors.loadFailed')}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  return (
    <div className="report">
      <OverviewTiles today={overview.data.today} />
      <section className="card report__filters" aria-label={t('agentReports.presets.label')}>
        <ReportRange range={filters} today={today} onChange={(range) => update(range)} />
        <ScopeSwitch value={filters.scope} onChange={(scope) => update({ scope })} />
      </section>
      <section className="card report__body" aria-busy={overview.isFetching || undefined}>
        <div className="report__bar">
          <p className="report__range">
            {t('dateRange.range', { start: filters.startDate, end: filters.endDate })}
          </p>
          <Segments<View>
            label={t('agentReports.overview.views.label')}
            value={view}
            onChange={showView}
            options={VIEWS.map((value) => ({ value, label: t(`agentReports.overview.views.${value}`) }))}
          />
        </div>
        <div className="report__view">
          {view === 'data' ? (
            <SeriesTables overview={overview.data} isLoading={overview.isFetching} />
          ) : (
            <Suspense
              fallback={
                <div className="report__loading">
                  <Spinner label={t('agentReports.overview.chartsLoading')} />
                </div>
              }
            >
              <TeamCharts overview={overview.data} />
            </Suspense>
          )}
        </div>
        <p className="report__note">
          {t('agentReports.overview.rules', { timeZone })} {t('agentReports.winLossNote')}
        </p>
      </section>
    </div>
  );
}
