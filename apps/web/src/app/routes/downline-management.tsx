import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  REBATE_CATEGORIES,
  type RebateRates,
  type TeamMember,
  type TeamQuery,
  type TeamTab,
} from '@platform/contract';
import { Badge } from '@platform/ui/badge.tsx';
import { Button, buttonClass } from '@platform/ui/button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { formatAmount } from '../../shared/lib/format.ts';
import { paths } from '../../shared/config/paths.ts';
import { useTeam } from '../../features/downlines/api/downlines.ts';
import { PageTabs } from '../../features/downlines/components/page-tabs.tsx';
import {
  DetailsDialog,
  MessageDialog,
  RemarkDialog,
  SetAgentDialog,
} from '../../features/downlines/components/team-dialogs.tsx';
import { useTeamTransferConfig } from '../../features/team-transfers/api/team-transfers.ts';
import { TransferToDownlineDialog } from '../../features/team-transfers/components/transfer-to-downline-dialog.tsx';
import '../../features/downlines/components/downlines.css';

type Action = 'details' | 'remark' | 'message' | 'setAgent' | 'transfer';
type YesNo = '' | 'YES' | 'NO';
interface Filters {
  search: string;
  loggedIn: YesNo;
  deposited: YesNo;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { search: '', loggedIn: '', deposited: '', from: '', to: '' };
const PAGE_SIZE = 20;
/** The rates in a cell: one rate when every category has it, else the lowest to the highest (details show each). */
const rateSummary = (rates: RebateRates): string => {
  const values = REBATE_CATEGORIES.map((category) => Number(rates[category]));
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? `${low}%` : `${low}–${high}%`;
};
const yesNo = (value: string): YesNo => (value === 'YES' || value === 'NO' ? value : '');

/** `/agentHome/downlineManagmentView` (spec: downlineManagmentView): the agent's direct agents and players. */
export function DownlineManagementRoute() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TeamTab>('PLAYERS');
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [pageNum, setPageNum] = useState(1);
  /** The downline agents whose team is open, the caller's own team first. */
  const [trail, setTrail] = useState<TeamMember[]>([]);
  const [acting, setActing] = useState<{ action: Action; member: TeamMember } | null>(null);
  const viewing = trail.at(-1);

  const query: TeamQuery = {
    tab,
    pageNum,
    pageSize: PAGE_SIZE,
    ...(viewing ? { uplineId: viewing.id } : {}),
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.loggedIn ? { loggedIn: filters.loggedIn } : {}),
    ...(filters.deposited ? { deposited: filters.deposited } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
  const team = useTeam(query);
  const canTransfer = useTeamTransferConfig().data?.toDownline === true;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPageNum(1);
  };
  const act = (action: Action, member: TeamMember) => setActing({ action, member });
  const openTeam = (member: TeamMember) => {
    setTrail([...trail, member]);
    setPageNum(1);
  };

  const columns: Column<TeamMember>[] = [
    {
      key: 'username',
      header: t('downlines.team.columns.username'),
      kind: 'nowrap',
      render: (m) => m.username,
    },
    { key: 'upline', header: t('downlines.team.columns.upline'), render: (m) => m.uplineUsername ?? '-' },
    { key: 'level', header: t('downlines.team.columns.level'), kind: 'num', render: (m) => m.vipLevel },
    { key: 'teamSize', header: t('downlines.team.columns.teamSize'), kind: 'num', render: (m) => m.teamSize },
    {
      key: 'online',
      header: t('downlines.team.columns.online'),
      kind: 'nowrap',
      render: (m) =>
        m.online ? (
          <Badge tone="success">{t('downlines.team.online')}</Badge>
        ) : (
          <Badge>{t('downlines.team.offline')}</Badge>
        ),
    },
    {
      key: 'lastLogin',
      header: t('downlines.team.columns.lastLogin'),
      kind: 'nowrap',
      render: (m) => m.lastLoginAt ?? t('downlines.team.never'),
    },
    {
      key: 'lastDeposit',
      header: t('downlines.team.columns.lastDeposit'),
      kind: 'nowrap',
      render: (m) => m.lastDepositDay ?? t('downlines.team.never'),
    },
    {
      key: 'balance',
      header: t('downlines.team.columns.balance'),
      kind: 'num',
      render: (m) => formatAmount(m.balance),
    },
    {
      key: 'teamBalance',
      header: t('downlines.team.columns.teamBalance'),
      kind: 'num',
      render: (m) => formatAmount(m.teamBalance),
    },
    {
      key: 'rebate',
      header: t('downlines.team.columns.rebate'),
      kind: 'nowrap',
      render: (m) => rateSummary(m.rebateRates),
    },
    {
      key: 'method',
      header: t('downlines.team.columns.method'),
      render: (m) => t(`downlines.team.methods.${m.registrationMethod}`),
    },
    {
      key: 'remark',
      header: t('downlines.team.columns.remark'),
      kind: 'note',
      render: (m) => m.remark ?? '',
    },
    {
      key: 'actions',
      header: t('downlines.team.columns.actions'),
      kind: 'actions',
      render: (m) => (
        <span className="downlines__actions">
          <Button variant="ghost" size="sm" onClick={() => act('details', m)}>
            {t('downlines.team.actions.details')}
          </Button>
          <Link
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
            to={paths.agentTeamBetting.getHref(m.username)}
          >
            {t('downlines.team.actions.gameRecord')}
          </Link>
          {m.direct && canTransfer && (
            <Button variant="ghost" size="sm" onClick={() => act('transfer', m)}>
              {t('teamTransfers.action')}
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={() => act('message', m)}>
            {t('downlines.team.actions.message')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => act('remark', m)}>
            {t('downlines.team.actions.remark')}
          </Button>
          {m.direct && !m.isAgent && (
            <Button variant="ghost" size="sm" onClick={() => act('setAgent', m)}>
              {t('downlines.team.actions.setAgent')}
            </Button>
          )}
          {m.isAgent && (
            <Button variant="ghost" size="sm" onClick={() => openTeam(m)}>
              {t('downlines.team.actions.openTeam')}
            </Button>
          )}
        </span>
      ),
    },
  ];

  const yesNoOptions = (kind: 'loggedIn' | 'deposited') => [
    { value: '', label: t('downlines.team.any') },
    { value: 'YES', label: t(`downlines.team.yes.${kind}`) },
    { value: 'NO', label: t(`downlines.team.no.${kind}`) },
  ];

  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('downlines.team.title')}</h1>
        <p className="page__subtitle">{t('downlines.team.lead')}</p>
      </header>
      {viewing && (
        <div className="downlines__viewing">
          <strong>{t('downlines.team.viewing', { username: viewing.username })}</strong>
          <Button variant="secondary" size="sm" onClick={() => setTrail([])}>
            {t('downlines.team.backToMine')}
          </Button>
        </div>
      )}
      <PageTabs<TeamTab>
        label={t('downlines.team.title')}
        value={tab}
        onChange={(next) => {
          setTab(next);
          setPageNum(1);
        }}
        tabs={[
          { value: 'AGENTS', label: t('downlines.team.tabs.AGENTS') },
          { value: 'PLAYERS', label: t('downlines.team.tabs.PLAYERS') },
        ]}
      />
      <section className="card" role="tabpanel">
        <form className="downlines__filters" onSubmit={onSearch}>
          <TextField
            label={t('downlines.team.search')}
            value={draft.search}
            maxLength={64}
            onChange={(event) => setDraft({ ...draft, search: event.target.value })}
          />
          <SelectField
            label={t('downlines.team.loggedIn')}
            value={draft.loggedIn}
            options={yesNoOptions('loggedIn')}
            onChange={(event) => setDraft({ ...draft, loggedIn: yesNo(event.target.value) })}
          />
          <SelectField
            label={t('downlines.team.deposited')}
            value={draft.deposited}
            options={yesNoOptions('deposited')}
            onChange={(event) => setDraft({ ...draft, deposited: yesNo(event.target.value) })}
          />
          <TextField
            label={t('downlines.team.from')}
            type="date"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
          <TextField
            label={t('downlines.team.to')}
            type="date"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
          <Button type="submit">{t('downlines.team.apply')}</Button>
        </form>
        {team.data === undefined ? (
          <PageStatus
            error={team.error}
            message={t('errors.loadFailed')}
            onRetry={() => void team.refetch()}
          />
        ) : (
          <>
            <DataTable
              caption={t('downlines.team.caption')}
              columns={columns}
              rows={team.data.list}
              rowKey={(m) => m.id}
              isLoading={team.isFetching}
              emptyText={t('downlines.team.empty')}
            />
            <Pagination
              pageNum={pageNum}
              total={team.data.total}
              totalPages={team.data.totalPages}
              onChange={setPageNum}
            />
          </>
        )}
      </section>
      {acting?.action === 'details' && (
        <DetailsDialog member={acting.member} onClose={() => setActing(null)} />
      )}
      {acting?.action === 'transfer' && (
        <TransferToDownlineDialog downline={acting.member} onDone={() => setActing(null)} />
      )}
      {acting?.action === 'remark' && <RemarkDialog member={acting.member} onClose={() => setActing(null)} />}
      {acting?.action === 'message' && (
        <MessageDialog member={acting.member} onClose={() => setActing(null)} />
      )}
      {acting?.action === 'setAgent' && (
        <SetAgentDialog member={acting.member} onClose={() => setActing(null)} />
      )}
    </div>
  );
}
