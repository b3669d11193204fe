import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import type { ReferralLink } from '@platform/contract';
import { Badge } from '@platform/ui/badge.tsx';
import { Button } from '@platform/ui/button.tsx';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { CopyButton } from '@platform/ui/copy-button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { useDeleteLink, useLinks } from '../api/downlines.ts';

/** The register centre's link management: each link with its code, QR code, count and status. */
export function LinkList() {
  const { t } = useTranslation();
  const links = useLinks();
  const remove = useDeleteLink();
  const [deleting, setDeleting] = useState<ReferralLink | null>(null);

  const columns: Column<ReferralLink>[] = [
    {
      key: 'link',
      header: t('downlines.links.link'),
      kind: 'wide',
      render: (link) => (
        <span className="downlines__link">
          <span className="downlines__url">{link.url}</span>
          <CopyButton text={link.url} label={t('downlines.links.copy')} isChip />
        </span>
      ),
    },
    { key: 'code', header: t('downlines.links.code'), kind: 'nowrap', render: (link) => link.code },
    {
      key: 'qr',
      header: t('downlines.links.qr'),
      render: (link) => <QRCodeSVG value={link.url} size={72} title={link.code} className="downlines__qr" />,
    },
    {
      key: 'type',
      header: t('downlines.register.accountType'),
      render: (link) => t(`downlines.accountTypes.${link.accountType}`),
    },
    {
      key: 'channel',
      header: t('downlines.links.channel'),
      render: (link) => link.channelLabel ?? t(`downlines.links.channels.${link.channel}`),
    },
    {
      key: 'registered',
      header: t('downlines.links.registered'),
      kind: 'num',
      render: (link) => link.registeredCount,
    },
    {
      key: 'created',
      header: t('downlines.links.createdAt'),
      kind: 'nowrap',
      render: (link) => link.createdAt,
    },
    {
      key: 'expires',
      header: t('downlines.links.expiresAt'),
      kind: 'nowrap',
      render: (link) => link.expiresAt ?? t('downlines.links.expiries.NEVER'),
    },
    {
      key: 'status',
      header: t('downlines.links.status'),
      render: (link) => (
        <Badge tone={link.status === 'NORMAL' ? 'success' : 'neutral'}>
          {t(`downlines.links.statuses.${link.status}`)}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('downlines.links.actions'),
      kind: 'actions',
      render: (link) => (
        <Button variant="ghost" size="sm" onClick={() => setDeleting(link)}>
          {t('downlines.links.delete')}
        </Button>
      ),
    },
  ];

  if (links.data === undefined) {
    return (
      <PageStatus error={links.error} message={t('errors.loadFailed')} onRetry={() => void links.refetch()} />
    );
  }
  return (
    <>
      <DataTable
        caption={t('downlines.links.caption')}
        columns={columns}
        rows={links.data.list}
        rowKey={(link) => link.id}
        emptyText={t('downlines.links.empty')}
      />
      {deleting && (
        <ConfirmDialog
          title={t('downlines.links.deleteTitle')}
          confirmLabel={t('downlines.links.delete')}
          variant="danger"
          isBusy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        >
          {t('downlines.links.deleteBody', { code: deleting.code })}
        </ConfirmDialog>
      )}
    </>
  );
}
