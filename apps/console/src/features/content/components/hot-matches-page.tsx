import { useTranslation } from 'react-i18next';
import type { HotMatchAdmin, Language } from '@platform/contract';
import { useLanguage } from '../../../i18n/index.ts';
import { formatLocal } from '../../../shared/lib/local-time.ts';
import type { Column } from '@platform/ui/data-table.tsx';
import { hotMatches } from '../api/hot-matches.ts';
import { StatusBadge, ThumbCell, TitleCell } from './content-cells.tsx';
import { ContentListPage } from './content-list-page.tsx';
import { HotMatchDialog } from './hot-match-dialog.tsx';
import './hot-matches-page.css';

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
      header: t('hotMatches.matchTime'),
      kind: 'nowrap',
      render: (row) => formatLocal(row.matchTime),
    },
    {
      key: 'league',
      header: t('hotMatches.league'),
      kind: 'nowrap',
      render: (row) => <TitleCell title={row.league} />,
    },
    {
      key: 'teams',
      header: t('hotMatches.teams'),
      kind: 'nowrap',
      render: (row) => (
        <span className="hot-match__teams">
          {SIDES.map((side) => {
            const team = row[`${side}Team`];
            return (
              <span key={side} className="hot-match__team">
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
      header: t('hotMatches.odds'),
      kind: 'num',
      render: (row) => t('hotMatches.oddsPair', { home: row.homeTeamOdds, away: row.awayTeamOdds }),
    },
    { key: 'sortOrder', header: t('content.fields.sortOrder'), kind: 'num', render: (row) => row.sortOrder },
    { key: 'status', header: t('content.fields.status'), render: (row) => <StatusBadge row={row} /> },
  ];

  return (
    <ContentListPage
      resource={hotMatches}
      texts={{
        title: t('hotMatches.title'),
        description: t('hotMatches.description'),
        create: t('hotMatches.create'),
        empty: t('hotMatches.empty'),
        caption: t('hotMatches.results'),
      }}
      columns={columns}
      nameOf={(row) => matchName(row, language)}
      compare={byMatchTime}
      renderDialog={(props) => <HotMatchDialog {...props} />}
    />
  );
}
