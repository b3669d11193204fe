import { FiltersForm } from '@platform/ui/filters-form.tsx';
import { useFiltersForm } from '../../../shared/lib/form.ts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { outboxQuerySchema, type outboxRowSchema } from '@platform/contract';
import { errorText, withEmptyAsMissing } from '../../../shared/lib/form.ts';
import { useListParams } from '../../../shared/lib/list-params.ts';
import { Badge, type BadgeTone } from '@platform/ui/badge.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { useOutbox } from '../api/get-outbox.ts';

type OutboxRow = z.infer<typeof outboxRowSchema>;

const OUTBOX_FILTERS = ['channel', 'recipient'] as const;
type OutboxFilters = Record<(typeof OUTBOX_FILTERS)[number], string>;
const EMPTY: OutboxFilters = { channel: '', recipient: '' };

const filterSchema = withEmptyAsMissing<unknown, OutboxFilters>(
  outboxQuerySchema.omit({ pageNum: true, pageSize: true }),
);

const CHANNELS = outboxQuerySchema.shape.channel.unwrap().options;

/** STORED (kept by the default provider), SENT, FAILED; anything else shows as sent. */
const STATUS_TONES = { STORED: 'info', SENT: 'success', FAILED: 'danger' } as const satisfies Record<
  string,
  BadgeTone
>;
type KnownStatus = keyof typeof STATUS_TONES;
const isKnownStatus = (status: string): status is KnownStatus => status in STATUS_TONES;

function OutboxFiltersForm({
  filters,
  onSearch,
}: {
  filters: OutboxFilters;
  onSearch: (filters: OutboxFilters) => void;
}) {
  const { t } = useTranslation();
  const form = useFiltersForm(filterSchema, filters);
  const { errors } = form.formState;
  return (
    <FiltersForm
      searchLabel={t('common.search')}
      clearLabel={t('common.clear')}
      form={form}
      label={t('outbox.filtersLabel')}
      empty={EMPTY}
      onSearch={onSearch}
      isNarrow
    >
      <SelectField
        label={t('outbox.channel')}
        error={errors.channel?.message}
        options={[
          { value: '', label: t('common.all') },
          ...CHANNELS.map((channel) => ({ value: channel, label: t(`outbox.channels.${channel}`) })),
        ]}
        {...form.register('channel')}
      />
      <TextField
        label={t('outbox.recipient')}
        autoCapitalize="off"
        spellCheck={false}
        error={errors.recipient?.message}
        {...form.register('recipient')}
      />
    </FiltersForm>
  );
}

/** SMS and email the platform sent: on a demo install the codes members receive are read here. */
export function OutboxPage() {
  const { t } = useTranslation();
  const list = useListParams(OUTBOX_FILTERS);
  const outbox = useOutbox({ ...list.filters, ...list.page });

  const columns: Column<OutboxRow>[] = [
    { key: 'createdAt', header: t('outbox.time'), kind: 'nowrap', render: (row) => row.createdAt },
    {
      key: 'channel',
      header: t('outbox.channel'),
      render: (row) => <Badge>{t(`outbox.channels.${row.channel}`)}</Badge>,
    },
    { key: 'recipient', header: t('outbox.recipient'), kind: 'nowrap', render: (row) => row.recipient },
    { key: 'subject', header: t('outbox.subject'), render: (row) => row.subject ?? '—' },
    {
      key: 'body',
      header: t('outbox.text'),
      kind: 'wide',
      render: (row) => <span className="pre-wrap">{row.body}</span>,
    },
    {
      key: 'status',
      header: t('outbox.status'),
      render: (row) =>
        isKnownStatus(row.status) ? (
          <Badge tone={STATUS_TONES[row.status]}>{t(`outbox.statuses.${row.status}`)}</Badge>
        ) : (
          <Badge>{row.status}</Badge>
        ),
    },
    { key: 'provider', header: t('outbox.provider'), kind: 'nowrap', render: (row) => row.provider },
    { key: 'error', header: t('outbox.error'), render: (row) => row.error ?? '—' },
  ];

  return (
    <>
      <PageHeader title={t('outbox.title')} description={t('outbox.description')} />
      <OutboxFiltersForm
        key={JSON.stringify(list.filters)}
        filters={list.filters}
        onSearch={list.setFilters}
      />
      {outbox.isError && <FormAlert message={errorText(outbox.error, t)} />}
      <DataTable
        caption={t('outbox.results')}
        columns={columns}
        rows={outbox.data?.list ?? []}
        rowKey={(row) => row.id}
        isLoading={outbox.isPending}
        emptyText={t('outbox.empty')}
      />
      {outbox.data !== undefined && (
        <ListPagination
          page={list.page}
          total={outbox.data.total}
          totalPages={outbox.data.totalPages}
          onChange={list.setPage}
        />
      )}
    </>
  );
}
