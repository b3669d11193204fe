import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GAME_CATEGORIES,
  MISSION_CONDITIONS,
  MISSION_PRIZE_KINDS,
  MISSION_STATUSES,
  type GameCategory,
  type MissionAdmin,
  type MissionCondition,
  type MissionPrizeKind,
  type MissionPrizeView,
  type MissionStatus,
} from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { Checkbox, SelectField, TextAreaField, TextField } from '@platform/ui/field.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { failureText } from '@platform/ui/api-client.ts';
import { useCan } from '../../../shared/api/get-me.ts';
import { EditableRows } from '../../../shared/ui/editable-rows.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import {
  useAdminMissionBoard,
  useAdminMissionClaims,
  useAdminMissions,
  useSaveMission,
} from '../api/missions.ts';

/** A prize as the editor holds it: every field as typed. */
interface PrizeDraft {
  kind: MissionPrizeKind;
  amount: string;
  turnover: string;
  points: string;
  ticketEventId: string;
  count: string;
}
interface MilestoneDraft {
  condition: MissionCondition;
  target: string;
  prize: PrizeDraft;
}
interface RankDraft {
  fromRank: string;
  toRank: string;
  prize: PrizeDraft;
}
interface Draft {
  titleJa: string;
  titleEn: string;
  rulesJa: string;
  rulesEn: string;
  bannerUrl: string;
  startDay: string;
  endDay: string;
  claimDays: string;
  published: boolean;
  categories: GameCategory[];
  vipLevels: string;
  agentIds: string;
  labels: string;
  milestones: MilestoneDraft[];
  hasLeaderboard: boolean;
  boardCondition: MissionCondition;
  boardSize: string;
  rankPrizes: RankDraft[];
}

const NEW_PRIZE: PrizeDraft = {
  kind: 'MONEY',
  amount: '',
  turnover: '1',
  points: '',
  ticketEventId: '',
  count: '1',
};

const prizeDraft = (prize: MissionPrizeView): PrizeDraft => ({
  ...NEW_PRIZE,
  kind: prize.kind,
  ...(prize.kind === 'MONEY' ? { amount: prize.amount } : {}),
  ...(prize.kind === 'BONUS'
    ? { amount: prize.amount, turnover: String(prize.turnover.multiple / 100) }
    : {}),
  ...(prize.kind === 'POINTS' ? { points: String(prize.points) } : {}),
  ...(prize.kind === 'TICKET'
    ? { ticketEventId: String(prize.ticketEventId), count: String(prize.count) }
    : {}),
});

const draftOf = (mission: MissionAdmin | null): Draft => ({
  titleJa: mission?.title.JA ?? '',
  titleEn: mission?.title.EN ?? '',
  rulesJa: mission?.rules.JA ?? '',
  rulesEn: mission?.rules.EN ?? '',
  bannerUrl: mission?.bannerUrl ?? '',
  startDay: mission?.startDay ?? '',
  endDay: mission?.endDay ?? '',
  claimDays: String(mission?.claimDays ?? 3),
  published: mission?.published ?? false,
  categories: mission?.categories ?? [],
  vipLevels: mission?.audience.vipLevels.join(', ') ?? '',
  agentIds: mission?.audience.agentIds.join(', ') ?? '',
  labels: mission?.audience.labels.join(', ') ?? '',
  milestones: mission?.milestones.map((milestone) => ({
    ...milestone,
    prize: prizeDraft(milestone.prize),
  })) ?? [{ condition: 'VALID_BET', target: '', prize: NEW_PRIZE }],
  hasLeaderboard: mission ? mission.leaderboard !== null : true,
  boardCondition: mission?.leaderboard?.condition ?? 'VALID_BET',
  boardSize: String(mission?.leaderboard?.size ?? 10),
  rankPrizes:
    mission?.leaderboard?.prizes.map((range) => ({
      fromRank: String(range.fromRank),
      toRank: String(range.toRank),
      prize: prizeDraft(range.prize),
    })) ?? [],
});

const list = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** The prize as the contract takes it; numbers the server checks (a typo becomes its 422). */
const prizeInput = (prize: PrizeDraft) => {
  switch (prize.kind) {
    case 'MONEY':
      return { kind: 'MONEY' as const, amount: prize.amount };
    case 'BONUS':
      return {
        kind: 'BONUS' as const,
        amount: prize.amount,
        turnover: { multiple: Math.round(Number(prize.turnover) * 100), weights: {} },
      };
    case 'POINTS':
      return { kind: 'POINTS' as const, points: Number(prize.points) };
    case 'TICKET':
      return {
        kind: 'TICKET' as const,
        ticketEventId: Number(prize.ticketEventId),
        count: Number(prize.count),
      };
  }
};

const inputOf = (draft: Draft) => ({
  title: { JA: draft.titleJa, EN: draft.titleEn },
  rules: { JA: draft.rulesJa, EN: draft.rulesEn },
  bannerUrl: draft.bannerUrl.trim() === '' ? null : draft.bannerUrl.trim(),
  startDay: draft.startDay,
  endDay: draft.endDay,
  audience: {
    vipLevels: list(draft.vipLevels).map(Number),
    agentIds: list(draft.agentIds).map(Number),
    labels: list(draft.labels),
  },
  categories: draft.categories,
  milestones: draft.milestones.map((milestone) => ({
    condition: milestone.condition,
    target: milestone.target,
    prize: prizeInput(milestone.prize),
  })),
  leaderboard: draft.hasLeaderboard
    ? {
        condition: draft.boardCondition,
        size: Number(draft.boardSize),
        prizes: draft.rankPrizes.map((range) => ({
          fromRank: Number(range.fromRank),
          toRank: Number(range.toRank),
          prize: prizeInput(range.prize),
        })),
      }
    : null,
  claimDays: Number(draft.claimDays),
  published: draft.published,
});

function PrizeFields({ prize, onChange }: { prize: PrizeDraft; onChange: (prize: PrizeDraft) => void }) {
  const { t } = useTranslation();
  const set = (field: keyof PrizeDraft) => (event: { target: { value: string } }) =>
    onChange({ ...prize, [field]: event.target.value });
  return (
    <>
      <SelectField
        label={t('missions.editor.prizeKind')}
        value={prize.kind}
        onChange={set('kind')}
        options={MISSION_PRIZE_KINDS.map((kind) => ({
          value: kind,
          label: t(`missions.prizeKinds.${kind}`),
        }))}
      />
      {(prize.kind === 'MONEY' || prize.kind === 'BONUS') && (
        <TextField
          label={t('missions.editor.amount')}
          value={prize.amount}
          onChange={set('amount')}
          inputMode="decimal"
        />
      )}
      {prize.kind === 'BONUS' && (
        <TextField
          label={t('missions.editor.turnover')}
          value={prize.turnover}
          onChange={set('turnover')}
          inputMode="decimal"
        />
      )}
      {prize.kind === 'POINTS' && (
        <TextField
          label={t('missions.editor.points')}
          value={prize.points}
          onChange={set('points')}
          inputMode="numeric"
        />
      )}
      {prize.kind === 'TICKET' && (
        <>
          <TextField
            label={t('missions.editor.ticketEventId')}
            value={prize.ticketEventId}
            onChange={set('ticketEventId')}
            inputMode="numeric"
          />
          <TextField
            label={t('missions.editor.count')}
            value={prize.count}
            onChange={set('count')}
            inputMode="numeric"
          />
        </>
      )}
    </>
  );
}

/** The editor: texts, days, audience, categories, milestones in order, the leaderboard and its prizes. */
function MissionEditor({ mission, onDone }: { mission: MissionAdmin | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveMission();
  const [draft, setDraft] = useState(() => draftOf(mission));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const text = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const conditionOptions = MISSION_CONDITIONS.map((condition) => ({
    value: condition,
    label: t(`missions.conditions.${condition}`),
  }));
  const setMilestone = (index: number, milestone: MilestoneDraft) =>
    set(
      'milestones',
      draft.milestones.map((current, n) => (n === index ? milestone : current)),
    );
  const setRank = (index: number, range: RankDraft) =>
    set(
      'rankPrizes',
      draft.rankPrizes.map((current, n) => (n === index ? range : current)),
    );

  return (
    <Section
      title={mission ? t('missions.editor.editTitle', { id: mission.id }) : t('missions.editor.createTitle')}
      actions={
        <Button variant="ghost" onClick={onDone}>
          {t('missions.close')}
        </Button>
      }
    >
      <form
        className="mission-editor"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ id: mission?.id ?? null, input: inputOf(draft) }, { onSuccess: onDone });
        }}
      >
        <FormAlert message={save.error ? failureText(save.error, t('errors.unexpected')) : undefined} />
        <div className="mission-editor__grid">
          <TextField
            label={t('missions.editor.titleJa')}
            value={draft.titleJa}
            onChange={text('titleJa')}
            isRequired
          />
          <TextField
            label={t('missions.editor.titleEn')}
            value={draft.titleEn}
            onChange={text('titleEn')}
            isRequired
          />
          <TextAreaField
            label={t('missions.editor.rulesJa')}
            value={draft.rulesJa}
            onChange={text('rulesJa')}
            rows={4}
          />
          <TextAreaField
            label={t('missions.editor.rulesEn')}
            value={draft.rulesEn}
            onChange={text('rulesEn')}
            rows={4}
          />
          <TextField
            label={t('missions.editor.banner')}
            value={draft.bannerUrl}
            onChange={text('bannerUrl')}
          />
          <TextField
            label={t('missions.editor.claimDays')}
            value={draft.claimDays}
            onChange={text('claimDays')}
            inputMode="numeric"
          />
          <TextField
            label={t('missions.editor.startDay')}
            type="date"
            value={draft.startDay}
            onChange={text('startDay')}
            isRequired
          />
          <TextField
            label={t('missions.editor.endDay')}
            type="date"
            value={draft.endDay}
            onChange={text('endDay')}
            isRequired
          />
          <TextField
            label={t('missions.editor.vipLevels')}
            value={draft.vipLevels}
            onChange={text('vipLevels')}
          />
          <TextField
            label={t('missions.editor.agentIds')}
            value={draft.agentIds}
            onChange={text('agentIds')}
          />
          <TextField label={t('missions.editor.labels')} value={draft.labels} onChange={text('labels')} />
        </div>
        <fieldset className="mission-editor__set">
          <legend>{t('missions.editor.categories')}</legend>
          {GAME_CATEGORIES.map((category) => (
            <Checkbox
              key={category}
              label={category}
              checked={draft.categories.includes(category)}
              onChange={(event) =>
                set(
                  'categories',
                  event.target.checked
                    ? [...draft.categories, category]
                    : draft.categories.filter((current) => current !== category),
                )
              }
            />
          ))}
        </fieldset>
        <Checkbox
          label={t('missions.editor.published')}
          checked={draft.published}
          onChange={(event) => set('published', event.target.checked)}
        />
        <fieldset className="mission-editor__set">
          <legend>{t('missions.editor.milestones')}</legend>
          <EditableRows
            rows={draft.milestones}
            onChange={(milestones) => set('milestones', milestones)}
            newRow={(): MilestoneDraft => ({ condition: 'VALID_BET', target: '', prize: NEW_PRIZE })}
            addLabel={t('missions.editor.addMilestone')}
            removeLabel={t('missions.editor.remove')}
            rowClassName="mission-editor__row"
          >
            {(milestone, index) => (
              <>
                <SelectField
                  label={`${t('missions.editor.condition')} ${index + 1}`}
                  value={milestone.condition}
                  onChange={(event) =>
                    setMilestone(index, { ...milestone, condition: event.target.value as MissionCondition })
                  }
                  options={conditionOptions}
                />
                <TextField
                  label={t('missions.editor.target')}
                  value={milestone.target}
                  onChange={(event) => setMilestone(index, { ...milestone, target: event.target.value })}
                />
                <PrizeFields
                  prize={milestone.prize}
                  onChange={(prize) => setMilestone(index, { ...milestone, prize })}
                />
              </>
            )}
          </EditableRows>
        </fieldset>
        <fieldset className="mission-editor__set">
          <legend>{t('missions.editor.leaderboard')}</legend>
          <Checkbox
            label={t('missions.editor.hasLeaderboard')}
            checked={draft.hasLeaderboard}
            onChange={(event) => set('hasLeaderboard', event.target.checked)}
          />
          {draft.hasLeaderboard && (
            <>
              <div className="mission-editor__row">
                <SelectField
                  label={t('missions.editor.condition')}
                  value={draft.boardCondition}
                  onChange={(event) => set('boardCondition', event.target.value as MissionCondition)}
                  options={conditionOptions}
                />
                <TextField
                  label={t('missions.editor.size')}
                  value={draft.boardSize}
                  onChange={text('boardSize')}
                  inputMode="numeric"
                />
              </div>
              <p>{t('missions.editor.rankPrizes')}</p>
              <EditableRows
                rows={draft.rankPrizes}
                onChange={(rankPrizes) => set('rankPrizes', rankPrizes)}
                newRow={(): RankDraft => ({ fromRank: '', toRank: '', prize: NEW_PRIZE })}
                addLabel={t('missions.editor.addRankPrize')}
                removeLabel={t('missions.editor.remove')}
                rowClassName="mission-editor__row"
              >
                {(range, index) => (
                  <>
                    <TextField
                      label={t('missions.editor.fromRank')}
                      value={range.fromRank}
                      onChange={(event) => setRank(index, { ...range, fromRank: event.target.value })}
                      inputMode="numeric"
                    />
                    <TextField
                      label={t('missions.editor.toRank')}
                      value={range.toRank}
                      onChange={(event) => setRank(index, { ...range, toRank: event.target.value })}
                      inputMode="numeric"
                    />
                    <PrizeFields
                      prize={range.prize}
                      onChange={(prize) => setRank(index, { ...range, prize })}
                    />
                  </>
                )}
              </EditableRows>
            </>
          )}
        </fieldset>
        <Button type="submit" isBusy={save.isPending}>
          {t('missions.editor.save')}
        </Button>
      </form>
    </Section>
  );
}

const prizeLabel = (prize: MissionPrizeView | null) =>
  prize === null
    ? '—'
    : prize.kind === 'POINTS'
      ? `${prize.points} pt`
      : prize.kind === 'TICKET'
        ? `#${prize.ticketEventId} ×${prize.count}`
        : `${prize.kind} ${prize.amount}`;

/** A mission's leaderboard (live or stored) and its claims. */
function MissionActivity({ mission, onDone }: { mission: MissionAdmin; onDone: () => void }) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const board = useAdminMissionBoard(mission.id);
  const claims = useAdminMissionClaims(mission.id, pageNum);
  type BoardRow = NonNullable<typeof board.data>['rows'][number];
  type ClaimRow = NonNullable<typeof claims.data>['list'][number];
  const boardColumns: Column<BoardRow>[] = [
    { key: 'rank', header: t('missions.board.rank'), render: (row) => row.rank, kind: 'num' },
    { key: 'account', header: t('missions.board.account'), render: (row) => row.username },
    { key: 'reached', header: t('missions.board.reached'), render: (row) => row.reachedValue, kind: 'num' },
    { key: 'reward', header: t('missions.board.reward'), render: (row) => prizeLabel(row.reward) },
  ];
  const claimColumns: Column<ClaimRow>[] = [
    { key: 'account', header: t('missions.claims.account'), render: (row) => row.username },
    {
      key: 'milestone',
      header: t('missions.claims.milestone'),
      render: (row) => row.milestoneIndex + 1,
      kind: 'num',
    },
    { key: 'reward', header: t('missions.claims.rewardId'), render: (row) => row.rewardId, kind: 'num' },
    { key: 'at', header: t('missions.claims.claimedAt'), render: (row) => row.claimedAt, kind: 'nowrap' },
  ];
  return (
    <Section
      title={`${mission.title.EN} · ${t('missions.board.title')}`}
      actions={
        <Button variant="ghost" onClick={onDone}>
          {t('missions.close')}
        </Button>
      }
    >
      {mission.leaderboard === null ? (
        <p>{t('missions.board.none')}</p>
      ) : board.data ? (
        <>
          <p>{t(board.data.frozen ? 'missions.board.frozen' : 'missions.board.live')}</p>
          <DataTable
            caption={t('missions.board.title')}
            columns={boardColumns}
            rows={board.data.rows}
            rowKey={(row) => row.rank}
            emptyText={t('missions.board.empty')}
          />
        </>
      ) : (
        <PageStatus error={board.error} onRetry={() => void board.refetch()} />
      )}
      <DataTable
        caption={t('missions.claims.title')}
        columns={claimColumns}
        rows={claims.data?.list ?? []}
        rowKey={(row) => `${row.memberId}:${row.milestoneIndex}`}
        isLoading={claims.isPending}
        emptyText={t('missions.claims.empty')}
      />
      {claims.data && (
        <Pagination
          pageNum={pageNum}
          total={claims.data.total}
          totalPages={claims.data.totalPages}
          onChange={setPageNum}
        />
      )}
    </Section>
  );
}

/** `/rewards/missions`: the missions, the editor, and a mission's leaderboard and claims. */
export function MissionsPage() {
  const { t } = useTranslation();
  const canWrite = useCan('rewards.write');
  const [status, setStatus] = useState<MissionStatus | ''>('');
  const [pageNum, setPageNum] = useState(1);
  const [panel, setPanel] = useState<{ kind: 'edit' | 'view'; mission: MissionAdmin | null } | null>(null);
  const missions = useAdminMissions({ ...(status === '' ? {} : { status }), pageNum });
  const columns: Column<MissionAdmin>[] = [
    { key: 'id', header: t('missions.columns.id'), render: (row) => row.id, kind: 'num' },
    { key: 'title', header: t('missions.columns.title'), render: (row) => row.title.EN, kind: 'wide' },
    {
      key: 'days',
      header: t('missions.columns.days'),
      render: (row) => `${row.startDay} – ${row.endDay}`,
      kind: 'nowrap',
    },
    {
      key: 'status',
      header: t('missions.columns.status'),
      render: (row) => t(`missions.status.${row.status}`),
    },
    {
      key: 'milestones',
      header: t('missions.columns.milestones'),
      render: (row) => row.milestones.length,
      kind: 'num',
    },
    { key: 'claims', header: t('missions.columns.claims'), render: (row) => row.claims, kind: 'num' },
    {
      key: 'published',
      header: t('missions.columns.published'),
      render: (row) => t(row.published ? 'missions.yes' : 'missions.no'),
    },
    {
      key: 'frozen',
      header: t('missions.columns.frozen'),
      render: (row) => row.frozenAt ?? '—',
      kind: 'nowrap',
    },
    {
      key: 'actions',
      header: t('missions.columns.actions'),
      kind: 'actions',
      render: (row) => (
        <>
          {canWrite && (
            <Button size="sm" variant="secondary" onClick={() => setPanel({ kind: 'edit', mission: row })}>
              {t('missions.edit')}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => setPanel({ kind: 'view', mission: row })}>
            {t('missions.view')}
          </Button>
        </>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t('missions.title')}
        description={t('missions.description')}
        actions={
          canWrite && (
            <Button onClick={() => setPanel({ kind: 'edit', mission: null })}>{t('missions.create')}</Button>
          )
        }
      />
      {panel?.kind === 'edit' && (
        <MissionEditor
          key={panel.mission?.id ?? 'new'}
          mission={panel.mission}
          onDone={() => setPanel(null)}
        />
      )}
      {panel?.kind === 'view' && panel.mission && (
        <MissionActivity key={panel.mission.id} mission={panel.mission} onDone={() => setPanel(null)} />
      )}
      <Section title={t('missions.title')}>
        <SelectField
          label={t('missions.statusFilter')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as MissionStatus | '');
            setPageNum(1);
          }}
          options={[
            { value: '', label: t('missions.allStatuses') },
            ...MISSION_STATUSES.map((value) => ({ value, label: t(`missions.status.${value}`) })),
          ]}
        />
        <DataTable
          caption={t('missions.title')}
          columns={columns}
          rows={missions.data?.list ?? []}
          rowKey={(row) => row.id}
          isLoading={missions.isPending}
          emptyText={t('missions.empty')}
        />
        {missions.data && (
          <Pagination
            pageNum={pageNum}
            total={missions.data.total}
            totalPages={missions.data.totalPages}
            onChange={setPageNum}
          />
        )}
      </Section>
    </>
  );
}
