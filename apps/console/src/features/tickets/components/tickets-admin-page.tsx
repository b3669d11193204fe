import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DELIVERY_STATUSES,
  TICKET_KINDS,
  type DeliveryStatus,
  type TicketDelivery,
  type TicketEventAdmin,
  type TicketKind,
  type TicketReportRow,
} from '@platform/contract';
import { Badge } from '@platform/ui/badge.tsx';
import { Button } from '@platform/ui/button.tsx';
import type { Column } from '@platform/ui/data-table.tsx';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useCan } from '../../../shared/api/get-me.ts';
import { errorText } from '../../../shared/lib/form.ts';
import { FilterSelect, PanelTable, TabbedPage } from '../../../shared/ui/tabbed-page.tsx';
import {
  useCreateTicketCodes,
  useDeliverTicket,
  useGrantTickets,
  useTicketCodes,
  useTicketDeliveries,
  useTicketEvents,
  useTicketReport,
} from '../api/tickets.ts';
import { oddsOf, draftOf } from '../lib/event-draft.ts';
import { EventEditorDialog } from './event-editor-dialog.tsx';
import './tickets.css';

const TABS = ['events', 'codes', 'grants', 'deliveries', 'report'] as const;
const PAGE = { pageNum: 1, pageSize: 100 };

/**
 * `/rewards/tickets`: ticket events (prizes, weights and the odds members see), gift codes and cash
 * vouchers, grants to members, item deliveries and spent against budget. Changes are audited.
 */
export function TicketsAdminPage() {
  const { t } = useTranslation();
  return (
    <TabbedPage
      title={t('tickets.title')}
      description={t('tickets.description')}
      tabs={TABS}
      labelOf={(tab) => t(`tickets.tabs.${tab}`)}
    >
      {(tab) => (
        <>
          {tab === 'events' && <EventsPanel />}
          {tab === 'codes' && <CodesPanel />}
          {tab === 'grants' && <GrantsPanel />}
          {tab === 'deliveries' && <DeliveriesPanel />}
          {tab === 'report' && <ReportPanel />}
        </>
      )}
    </TabbedPage>
  );
}

function EventsPanel() {
  const { t } = useTranslation();
  const canWrite = useCan('rewards.write');
  const [kind, setKind] = useState<TicketKind | ''>('');
  const events = useTicketEvents({ ...PAGE, kind: kind === '' ? undefined : kind });
  const [editing, setEditing] = useState<TicketEventAdmin | 'new' | null>(null);
  const columns: Column<TicketEventAdmin>[] = [
    { key: 'id', header: 'ID', render: (row) => row.id },
    { key: 'kind', header: t('tickets.kind'), render: (row) => t(`tickets.kinds.${row.kind}`) },
    { key: 'title', header: t('tickets.events.title'), render: (row) => `${row.title.JA} / ${row.title.EN}` },
    { key: 'window', header: t('tickets.events.window'), render: (row) => `${row.startsAt} – ${row.endsAt}` },
    {
      key: 'prizes',
      header: t('tickets.events.prizes'),
      render: (row) => {
        const odds = oddsOf(draftOf(row).prizes);
        return (
          <ul className="tickets-admin-odds">
            {row.prizes.map((prize, index) => (
              <li key={index}>
                {t(`tickets.prizeKinds.${prize.kind}`)}
                {prize.kind === 'MONEY' || prize.kind === 'BONUS' ? ` ${prize.amount}` : ''}
                {prize.kind === 'POINTS' ? ` ${prize.points}` : ''}
                {prize.kind === 'ITEM' ? ` ${prize.itemName.JA}` : ''} · {prize.weight} ({odds[index]}%)
              </li>
            ))}
          </ul>
        );
      },
    },
    {
      key: 'budget',
      header: t('tickets.report.spentOfBudget'),
      render: (row) => `${row.spent} / ${row.budget}`,
    },
    {
      key: 'tickets',
      header: t('tickets.report.openedOfIssued'),
      render: (row) => `${row.opened} / ${row.issued}`,
    },
    {
      key: 'enabled',
      header: t('tickets.events.enabled'),
      render: (row) => (
        <Badge tone={row.enabled ? 'success' : 'neutral'}>
          {row.enabled ? t('common.yes') : t('common.no')}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('tickets.actions'),
      render: (row) =>
        canWrite && (
          <Button size="sm" variant="secondary" onClick={() => setEditing(row)}>
            {t('tickets.events.edit')}
          </Button>
        ),
    },
  ];
  return (
    <section className="card tabbed-page__panel">
      <div className="tabbed-page__toolbar tickets-admin-toolbar">
        <FilterSelect
          label={t('tickets.kind')}
          value={kind}
          values={TICKET_KINDS}
          labelOf={(value) => t(`tickets.kinds.${value}`)}
          onChange={setKind}
        />
        {canWrite && <Button onClick={() => setEditing('new')}>{t('tickets.events.create')}</Button>}
      </div>
      <PanelTable
        caption={t('tickets.tabs.events')}
        columns={columns}
        list={events}
        rowKey={(row) => row.id}
      />
      {editing !== null && (
        <EventEditorDialog event={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </section>
  );
}

/** The event a code or a grant is for: a select of the events (id and title), none chosen at first. */
function EventSelect({ value, onChange }: { value: string; onChange: (eventId: string) => void }) {
  const { t } = useTranslation();
  const events = useTicketEvents(PAGE);
  const options = (events.data?.list ?? []).map((event) => ({
    value: String(event.id),
    label: `#${event.id} ${event.title.JA}`,
  }));
  return (
    <SelectField
      label={t('tickets.codes.event')}
      value={value}
      options={[{ value: '', label: '—' }, ...options]}
      onChange={(changed) => onChange(changed.target.value)}
    />
  );
}

function CodesPanel() {
  const { t } = useTranslation();
  const canWrite = useCan('rewards.write');
  const codes = useTicketCodes(PAGE);
  const create = useCreateTicketCodes();
  const [form, setForm] = useState({
    eventId: '',
    code: '',
    count: '1',
    maxUses: '1',
    expiresAt: '',
    reward: 'TICKETS',
    value: '1',
  });
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    create.mutate({
      eventId: Number(form.eventId),
      ...(form.code.trim() === '' ? { count: Number(form.count) } : { code: form.code.trim() }),
      maxUses: Number(form.maxUses),
      expiresAt: form.expiresAt === '' ? null : new Date(form.expiresAt).toISOString(),
      reward:
        form.reward === 'TICKETS'
          ? { kind: 'TICKETS', count: Number(form.value) }
          : { kind: 'MONEY', amount: form.value.trim() },
    });
  };
  return (
    <section className="card tabbed-page__panel">
      {canWrite && (
        <form className="tickets-admin-form" onSubmit={submit}>
          <EventSelect value={form.eventId} onChange={(eventId) => setForm({ ...form, eventId })} />
          <TextField
            label={t('tickets.codes.code')}
            hint={t('tickets.codes.codeHint')}
            value={form.code}
            maxLength={32}
            onChange={(changed) => setForm({ ...form, code: changed.target.value })}
          />
          <TextField
            label={t('tickets.codes.count')}
            inputMode="numeric"
            value={form.count}
            disabled={form.code.trim() !== ''}
            onChange={(changed) => setForm({ ...form, count: changed.target.value })}
          />
          <TextField
            label={t('tickets.codes.maxUses')}
            inputMode="numeric"
            value={form.maxUses}
            onChange={(changed) => setForm({ ...form, maxUses: changed.target.value })}
          />
          <TextField
            label={t('tickets.codes.expiresAt')}
            type="datetime-local"
            value={form.expiresAt}
            onChange={(changed) => setForm({ ...form, expiresAt: changed.target.value })}
          />
          <SelectField
            label={t('tickets.codes.reward')}
            value={form.reward}
            options={[
              { value: 'TICKETS', label: t('tickets.codes.rewardTickets') },
              { value: 'MONEY', label: t('tickets.codes.rewardMoney') },
            ]}
            onChange={(changed) => setForm({ ...form, reward: changed.target.value })}
          />
          <TextField
            label={form.reward === 'TICKETS' ? t('tickets.codes.ticketCount') : t('tickets.codes.amount')}
            inputMode="decimal"
            value={form.value}
            onChange={(changed) => setForm({ ...form, value: changed.target.value })}
          />
          <Button type="submit" disabled={create.isPending || form.eventId === ''}>
            {t('tickets.codes.create')}
          </Button>
          <FormAlert message={create.error ? errorText(create.error, t) : undefined} />
        </form>
      )}
      {create.data && (
        <Notice tone="success">{t('tickets.codes.created', { count: create.data.list.length })}</Notice>
      )}
      <PanelTable
        caption={t('tickets.tabs.codes')}
        columns={[
          { key: 'code', header: t('tickets.codes.code'), render: (row) => <code>{row.code}</code> },
          { key: 'event', header: t('tickets.codes.event'), render: (row) => `#${row.eventId}` },
          {
            key: 'reward',
            header: t('tickets.codes.reward'),
            render: (row) =>
              row.reward.kind === 'TICKETS'
                ? t('tickets.codes.ticketsOf', { count: row.reward.count })
                : row.reward.amount,
          },
          { key: 'uses', header: t('tickets.codes.uses'), render: (row) => `${row.uses} / ${row.maxUses}` },
          { key: 'expires', header: t('tickets.codes.expiresAt'), render: (row) => row.expiresAt ?? '—' },
        ]}
        list={codes}
        rowKey={(row) => row.id}
      />
    </section>
  );
}

function GrantsPanel() {
  const { t } = useTranslation();
  const canWrite = useCan('rewards.write');
  const grant = useGrantTickets();
  const [form, setForm] = useState({ eventId: '', accounts: '', count: '1' });
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    grant.mutate({
      eventId: Number(form.eventId),
      accounts: form.accounts
        .split(/[\s,]+/)
        .map((account) => account.trim())
        .filter((account) => account !== ''),
      count: Number(form.count),
      requestId: crypto.randomUUID(),
    });
  };
  if (!canWrite) return <p className="tabbed-page__panel">{t('tickets.grants.readOnly')}</p>;
  return (
    <section className="card tabbed-page__panel">
      <form className="tickets-admin-form" onSubmit={submit}>
        <EventSelect value={form.eventId} onChange={(eventId) => setForm({ ...form, eventId })} />
        <TextField
          label={t('tickets.grants.accounts')}
          hint={t('tickets.grants.accountsHint')}
          value={form.accounts}
          onChange={(changed) => setForm({ ...form, accounts: changed.target.value })}
        />
        <TextField
          label={t('tickets.grants.count')}
          inputMode="numeric"
          value={form.count}
          onChange={(changed) => setForm({ ...form, count: changed.target.value })}
        />
        <Button type="submit" disabled={grant.isPending || form.eventId === ''}>
          {t('tickets.grants.submit')}
        </Button>
      </form>
      <FormAlert message={grant.error ? errorText(grant.error, t) : undefined} />
      {grant.data && (
        <Notice tone="success">
          {t('tickets.grants.done', { members: grant.data.members, count: grant.data.issued })}
        </Notice>
      )}
    </section>
  );
}

const DELIVERY_TONES: Record<DeliveryStatus, 'neutral' | 'warning' | 'info' | 'success' | 'danger'> = {
  NOT_APPLICABLE: 'neutral',
  PENDING: 'warning',
  SHIPPED: 'info',
  DELIVERED: 'success',
  CANCELLED: 'danger',
};

function DeliveriesPanel() {
  const { t } = useTranslation();
  const canWrite = useCan('rewards.write');
  const [status, setStatus] = useState<DeliveryStatus | ''>('PENDING');
  const deliveries = useTicketDeliveries({ ...PAGE, status: status === '' ? undefined : status });
  const deliver = useDeliverTicket();
  const columns: Column<TicketDelivery>[] = [
    { key: 'ticket', header: t('tickets.deliveries.ticket'), render: (row) => `#${row.ticketId}` },
    { key: 'account', header: t('tickets.deliveries.account'), render: (row) => row.account },
    { key: 'item', header: t('tickets.deliveries.item'), render: (row) => row.itemName.JA },
    { key: 'event', header: t('tickets.codes.event'), render: (row) => row.eventTitle.JA },
    { key: 'opened', header: t('tickets.deliveries.openedAt'), render: (row) => row.openedAt },
    {
      key: 'status',
      header: t('tickets.deliveries.status'),
      render: (row) => <Badge tone={DELIVERY_TONES[row.status]}>{t(`tickets.delivery.${row.status}`)}</Badge>,
    },
    {
      key: 'actions',
      header: t('tickets.actions'),
      render: (row) =>
        canWrite &&
        (row.status === 'PENDING' || row.status === 'SHIPPED') && (
          <span className="tabbed-page__actions">
            {row.status === 'PENDING' && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => deliver.mutate({ id: row.ticketId, status: 'SHIPPED' })}
              >
                {t('tickets.deliveries.ship')}
              </Button>
            )}
            <Button size="sm" onClick={() => deliver.mutate({ id: row.ticketId, status: 'DELIVERED' })}>
              {t('tickets.deliveries.delivered')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => deliver.mutate({ id: row.ticketId, status: 'CANCELLED' })}
            >
              {t('tickets.deliveries.cancel')}
            </Button>
          </span>
        ),
    },
  ];
  return (
    <section className="card tabbed-page__panel">
      <div className="tabbed-page__toolbar tickets-admin-toolbar">
        <FilterSelect
          label={t('tickets.deliveries.status')}
          value={status}
          values={DELIVERY_STATUSES.filter((value) => value !== 'NOT_APPLICABLE')}
          labelOf={(value) => t(`tickets.delivery.${value}`)}
          onChange={setStatus}
        />
      </div>
      <FormAlert message={deliver.error ? errorText(deliver.error, t) : undefined} />
      <PanelTable
        caption={t('tickets.tabs.deliveries')}
        columns={columns}
        list={deliveries}
        rowKey={(row) => row.ticketId}
      />
    </section>
  );
}

function ReportPanel() {
  const { t } = useTranslation();
  const report = useTicketReport();
  const columns: Column<TicketReportRow>[] = [
    { key: 'event', header: t('tickets.codes.event'), render: (row) => `#${row.eventId} ${row.title.JA}` },
    { key: 'kind', header: t('tickets.kind'), render: (row) => t(`tickets.kinds.${row.kind}`) },
    { key: 'budget', header: t('tickets.events.budget'), render: (row) => row.budget, kind: 'num' },
    { key: 'spent', header: t('tickets.report.spent'), render: (row) => row.spent, kind: 'num' },
    { key: 'remaining', header: t('tickets.report.remaining'), render: (row) => row.remaining, kind: 'num' },
    {
      key: 'tickets',
      header: t('tickets.report.openedOfIssued'),
      render: (row) => `${row.opened} / ${row.issued}`,
    },
    {
      key: 'won',
      header: t('tickets.report.won'),
      render: (row) =>
        Object.entries(row.won)
          .filter(([, n]) => n > 0)
          .map(([kind, n]) => `${t(`tickets.prizeKinds.${kind as keyof TicketReportRow['won']}`)} ${n}`)
          .join(' · '),
    },
  ];
  return (
    <section className="card tabbed-page__panel">
      <PanelTable
        caption={t('tickets.tabs.report')}
        columns={columns}
        list={report}
        rowKey={(row) => row.eventId}
      />
    </section>
  );
}
