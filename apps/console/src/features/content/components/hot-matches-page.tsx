import { useTranslation } from 'react-i18next';
import type { HotMatchAdmin, Language } from '@platform/contract';
import { useLanguage } from '../../../i18n/index.ts';
import { formatLocal } from '../../../shared/lib/local-time.ts';
import type { Column } from '@platform/ui/data-table.tsx';
import { hotMatches } from '../api/hot-matches.ts';
import { StatusBadge, ThumbCell, TitleCell } from './content-cells.tsx';
import { ContentListPage } from './content-list-page.tsx';
import { HotMatchDialog } from './hot-match-dialog.tsx';
import './content-extra.css';

/** "Home – Away" in one language. */
const matchName = (match: HotMatchAdmin, language: Language) =>
  `${match.homeTeam[language]} – ${match.awayTeam[language]}`;

const SIDES = ['home', 'away'] as const;

const byMatchTime = (a: HotMatchAdmin, b: HotMatchAdmin) =>
  Date.parse(a.matchTime) - Date.parse(b.matchTime) || a.sortOrder - b.sortOrder;

/** The home page's hot sports matches, in kick-off order. */
export function HotMatchesPage() {
  const { t } = useTranslation();
  const language = useLanguage();

  const columns: Column<HotMatchAdmin>[] = [
    {
      key: 'matchTime',
      header: t('contentExtra.hotMatches.matchTime'),
      kind: 'nowrap',
      render: (row) => formatLocal(row.matchTime),
    },
    {
      key: 'league',
      header: t('contentExtra.hotMatches.league'),
      kind: 'nowrap',
      render: (row) => <TitleCell title={row.league} />,
    },
    {
      key: 'teams',
      header: t('contentExtra.hotMatches.teams'),
      kind: 'nowrap',
      render: (row) => (
        <span className="content-extra__teams">
          {SIDES.map((side) => {
            const team = row[`${side}Team`];
            return (
              <span key={side} className="content-extra__team">
                <ThumbCell url={row[`${side}TeamImage`]} alt={team[language]} />
                <span lang="ja">{team.JA}</span>
                <span lang="en" className="muted">
                  {team.EN}
                </span>
              </span>
            );
          })}
        </span>
      ),
    },
    {
      key: 'odds',
      header: t('contentExtra.hotMatches.odds'),
      kind: 'num',
      render: (row) =>
        t('contentExtra.hotMatches.oddsPair', { home: row.homeTeamOdds, away: row.awayTeamOdds }),
    },
    { key: 'sortOrder', header: t('content.fields.sortOrder'), kind: 'num', render: (row) => row.sortOrder },
    { key: 'status', header: t('content.fields.status'), render: (row) => <StatusBadge row={row} /> },
  ];

  return (
    <ContentListPage
      resource={hotMatches}
      texts={{
        title: t('contentExtra.hotMatches.title'),
        description: t('contentExtra.hotMatches.description'),
        create: t('contentExtra.hotMatches.create'),
        empty: t('contentExtra.hotMatches.empty'),
        caption: t('contentExtra.hotMatches.results'),
      }}
      columns={columns}
      nameOf={(row) => matchName(row, language)}
      compare={byMatchTime}
      renderDialog={(props) => <HotMatchDialog {...props} />}
    />
  );
}
