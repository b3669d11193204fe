import { useTranslation } from 'react-i18next';
import type { TeamBetPage } from '@platform/contract';
import type { Column } from '@platform/ui/data-table.tsx';
import { BettingRecord } from '../../features/bets/components/betting-record.tsx';
import { TeamBettingBar } from '../../features/agent/components/team-betting-bar.tsx';
import { useTeamBetRecords } from '../../features/agent/lib/team-betting-params.ts';

type TeamBet = TeamBetPage['list'][number];

/**
 * `/agentHome/personalHistoryCopy` (spec: personalHistoryCopy in the agent layout): the member's
 * betting record over the agent's team, with whose round each is; `?username=` picks one downline.
 */
export function AgentTeamBettingRoute() {
  const { t } = useTranslation();
  const memberColumn: Column<TeamBet> = {
    key: 'username',
    header: t('agentReports.betting.member'),
    kind: 'nowrap',
    render: (row) => <strong>{row.username}</strong>,
  };
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('agentReports.betting.title')}</h1>
        <p className="page__subtitle">{t('agentReports.betting.lead')}</p>
      </header>
      <section className="card report__body report--players" aria-label={t('agentReports.betting.title')}>
        <TeamBettingBar />
        <BettingRecord useRecords={useTeamBetRecords} leadingColumns={[memberColumn]} />
        <p className="report__note">{t('agentReports.winLossNote')}</p>
      </section>
    </div>
  );
}
