import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositChannelAdmin } from '@platform/contract';
import { useCan } from '../../../shared/api/get-me.ts';
import { errorText } from '../../../shared/lib/form.ts';
import { Badge } from '@platform/ui/badge.tsx';
import { Button } from '@platform/ui/button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PlusIcon } from '@platform/ui/icons.tsx';
import { useDepositChannels } from '../api/get-deposit-channels.ts';
import { DepositChannelDialog } from './deposit-channel-dialog.tsx';
import { useLocalizedName } from './localized-name.ts';

type Editing = { channel?: DepositChannelAdmin } | null;

/** Deposit channels as members see them (enabled ones, in this order), with their limits. */
export function DepositChannelsPage() {
  const { t } = useTranslation();
  const channels = useDepositChannels();
  const canWrite = useCan('finance.write');
  const localized = useLocalizedName();
  const [editing, setEditing] = useState<Editing>(null);
  const [done, setDone] = useState<string>();

  const open = (next: Editing) => {
    setDone(undefined);
    setEditing(next);
  };

  const columns: Column<DepositChannelAdmin>[] = [
    {
      key: 'sortOrder',
      header: t('finance.channels.sortOrder'),
      kind: 'num',
      render: (row) => row.sortOrder,
    },
    {
      key: 'name',
      header: t('finance.channels.nameColumn'),
      kind: 'nowrap',
      render: (row) => (
        <span className="cell-stack cell-stack--column">
          <span>{row.name.JA}</span>
          <span className="muted">{row.name.EN}</span>
        </span>
      ),
    },
    {
      key: 'kind',
      header: t('finance.channels.kind'),
      kind: 'nowrap',
      render: (row) => (
        <span className="cell-stack cell-stack--column">
          <span>{t(`finance.channelKinds.${row.kind}`)}</span>
          {row.gateway !== null && <span className="muted">{t(`finance.gateways.${row.gateway}`)}</span>}
        </span>
      ),
    },
    {
      key: 'limits',
      header: t('finance.channels.limits'),
      kind: 'nowrap',
      render: (row) => (
        <span className="num">{t('finance.range', { min: row.minAmount, max: row.maxAmount })}</span>
      ),
    },
    {
      key: 'expiry',
      header: t('finance.channels.expiryMinutes'),
      kind: 'num',
      render: (row) => row.expiryMinutes,
    },
    {
      key: 'payee',
      header: t('finance.channels.payeeTitle'),
      kind: 'wide',
      render: (row) =>
        row.payee === null ? (
          '—'
        ) : (
          <span className="cell-stack cell-stack--column">
            <span>{[row.payee.bankName, row.payee.branchName].filter((part) => part !== '').join(' ')}</span>
            <span className="muted">
              {row.payee.accountName} · <code>{row.payee.accountNumber}</code>
            </span>
          </span>
        ),
    },
    {
      key: 'enabled',
      header: t('finance.channels.enabled'),
      render: (row) =>
        row.enabled ? (
          <Badge tone="success">{t('finance.channels.on')}</Badge>
        ) : (
          <Badge tone="neutral">{t('finance.channels.off')}</Badge>
        ),
    },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: t('finance.actions'),
            kind: 'actions',
            render: (row) => (
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('finance.channels.editNamed', { name: localized(row.name) })}
                onClick={() => open({ channel: row })}
              >
                {t('finance.channels.edit')}
              </Button>
            ),
          } satisfies Column<DepositChannelAdmin>,
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={t('finance.channels.title')}
        description={t('finance.channels.description')}
        actions={
          canWrite ? (
            <Button onClick={() => open({})}>
              <PlusIcon />
              {t('finance.channels.create')}
            </Button>
          ) : undefined
        }
      />
      {done !== undefined && <Notice tone="success">{done}</Notice>}
      {channels.isError && <FormAlert message={errorText(channels.error, t)} />}
      <DataTable
        caption={t('finance.channels.results')}
        columns={columns}
        rows={channels.data ?? []}
        rowKey={(row) => row.id}
        isLoading={channels.isPending}
        emptyText={t('finance.channels.empty')}
      />
      {editing !== null && (
        <DepositChannelDialog
          channel={editing.channel}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setDone(
              t(editing.channel === undefined ? 'finance.channels.created' : 'finance.channels.saved', {
                name: localized(saved.name),
              }),
            );
          }}
        />
      )}
    </>
  );
}
