import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VendorAdmin, VendorSecret } from '@platform/contract';
import { paths } from '../../../shared/config/paths.ts';
import { useCan } from '../../../shared/api/get-me.ts';
import { errorText } from '../../../shared/lib/form.ts';
import { Badge } from '@platform/ui/badge.tsx';
import { Button } from '@platform/ui/button.tsx';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PlusIcon } from '@platform/ui/icons.tsx';
import { useVendors } from '../api/get-vendors.ts';
import { useRotateVendorSecret } from '../api/rotate-vendor-secret.ts';
import { useUpdateVendor } from '../api/update-vendor.ts';
import { MaintenanceCell, useGameLabels, VendorStatusBadge } from './game-labels.tsx';
import { ImportGamesDialog } from './import-games-dialog.tsx';
import { VendorDialog } from './vendor-dialog.tsx';
import { VendorLogo } from './vendor-logo.tsx';
import { VendorSecretDialog } from './vendor-secret-dialog.tsx';
import './vendors-page.css';

type Open =
  | { kind: 'create' }
  | { kind: 'edit' | 'import' | 'rotate' | 'disable'; vendor: VendorAdmin }
  | { kind: 'secret'; result: VendorSecret; reason: 'created' | 'rotated' }
  | null;

/** The game vendors: their configuration, games, maintenance and signing secrets. */
export function VendorsPage() {
  const { t } = useTranslation();
  const labels = useGameLabels();
  const vendors = useVendors();
  const canWrite = useCan('games.write');
  const update = useUpdateVendor();
  const rotate = useRotateVendorSecret();
  const [open, setOpen] = useState<Open>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; message: string } | null>(null);

  const show = (next: Open) => {
    setOutcome(null);
    update.reset();
    rotate.reset();
    setOpen(next);
  };

  const enable = (vendor: VendorAdmin) => {
    setOutcome(null);
    update.mutate(
      { vassalage: vendor.vassalage, update: { status: 'ACTIVE' } },
      {
        onSuccess: (saved) =>
          setOutcome({ tone: 'success', message: t('games.vendors.enabled', { name: saved.displayName }) }),
        onError: (error) => setOutcome({ tone: 'danger', message: errorText(error, t) }),
      },
    );
  };

  const columns: Column<VendorAdmin>[] = [
    {
      key: 'vendor',
      header: t('games.vendor'),
      kind: 'nowrap',
      render: (row) => (
        <span className="vendor-cell">
          <VendorLogo vendor={row} />
          <span className="cell-stack cell-stack--column">
            <span>{row.displayName}</span>
            <code className="muted">{row.vassalage}</code>
          </span>
        </span>
      ),
    },
    {
      key: 'categories',
      header: t('games.vendors.categories'),
      render: (row) => (
        <span className="chips">
          {row.categories.map((category) => (
            <Badge key={category} tone="info">
              {labels.category(category)}
            </Badge>
          ))}
        </span>
      ),
    },
    {
      key: 'walletMode',
      header: t('games.vendors.walletMode'),
      kind: 'nowrap',
      render: (row) => labels.walletMode(row.walletMode),
    },
    {
      key: 'status',
      header: t('games.vendors.status'),
      render: (row) => <VendorStatusBadge status={row.status} />,
    },
    {
      key: 'maintenance',
      header: t('games.maintenance.title'),
      kind: 'nowrap',
      render: (row) => <MaintenanceCell window={row.maintenance} />,
    },
    {
      key: 'games',
      header: t('games.vendors.games'),
      kind: 'num',
      render: (row) => (
        <Link
          className="table__link"
          to={paths.games.list.getHref(`?vassalage=${encodeURIComponent(row.vassalage)}`)}
          aria-label={t('games.vendors.gamesOf', {
            name: row.displayName,
            enabled: row.enabledGameCount,
            total: row.gameCount,
          })}
        >
          {t('games.vendors.gameCounts', { enabled: row.enabledGameCount, total: row.gameCount })}
        </Link>
      ),
    },
    { key: 'sortOrder', header: t('games.sortOrder'), kind: 'num', render: (row) => row.sortOrder },
    {
      key: 'secret',
      header: t('games.vendors.secretHint'),
      kind: 'nowrap',
      render: (row) => (
        <code className="muted">{t('games.vendors.secretEnding', { hint: row.secretHint })}</code>
      ),
    },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: t('games.actions'),
            kind: 'actions',
            render: (row) => (
              <span className="row-actions row-actions--grid">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('games.vendors.editNamed', { name: row.displayName })}
                  onClick={() => show({ kind: 'edit', vendor: row })}
                >
                  {t('games.vendors.edit')}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('games.vendors.importNamed', { name: row.displayName })}
                  onClick={() => show({ kind: 'import', vendor: row })}
                >
                  {t('games.vendors.import')}
                </Button>
                {row.status === 'ACTIVE' ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('games.vendors.disableNamed', { name: row.displayName })}
                    onClick={() => show({ kind: 'disable', vendor: row })}
                  >
                    {t('games.vendors.disable')}
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('games.vendors.enableNamed', { name: row.displayName })}
                    isBusy={update.isPending && update.variables?.vassalage === row.vassalage}
                    onClick={() => enable(row)}
                  >
                    {t('games.vendors.enable')}
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('games.vendors.rotateNamed', { name: row.displayName })}
                  onClick={() => show({ kind: 'rotate', vendor: row })}
                >
                  {t('games.vendors.rotate')}
                </Button>
              </span>
            ),
          } satisfies Column<VendorAdmin>,
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={t('games.vendors.title')}
        description={t('games.vendors.description')}
        actions={
          canWrite ? (
            <Button onClick={() => show({ kind: 'create' })}>
              <PlusIcon />
              {t('games.vendors.create')}
            </Button>
          ) : undefined
        }
      />
      {outcome !== null && <Notice tone={outcome.tone}>{outcome.message}</Notice>}
      {vendors.isError && <FormAlert message={errorText(vendors.error, t)} />}
      <DataTable
        caption={t('games.vendors.results')}
        columns={columns}
        rows={vendors.data ?? []}
        rowKey={(row) => row.vassalage}
        isLoading={vendors.isPending}
        emptyText={t('games.vendors.empty')}
      />
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <VendorDialog
          vendor={open.kind === 'edit' ? open.vendor : undefined}
          onClose={() => setOpen(null)}
          onCreated={(result) => setOpen({ kind: 'secret', result, reason: 'created' })}
          onSaved={(saved) => {
            setOpen(null);
            setOutcome({ tone: 'success', message: t('games.vendors.saved', { name: saved.displayName }) });
          }}
        />
      )}
      {open?.kind === 'secret' && (
        <VendorSecretDialog
          result={open.result}
          reason={open.reason}
          onClose={() => {
            setOpen(null);
            setOutcome({
              tone: 'success',
              message:
                open.reason === 'created'
                  ? t('games.vendors.created', { name: open.result.vendor.displayName })
                  : t('games.vendors.rotated', { name: open.result.vendor.displayName }),
            });
          }}
        />
      )}
      {open?.kind === 'import' && <ImportGamesDialog vendor={open.vendor} onClose={() => setOpen(null)} />}
      {open?.kind === 'disable' && (
        <ConfirmDialog
          title={t('games.vendors.disableTitle')}
          confirmLabel={t('games.vendors.disable')}
          variant="danger"
          isBusy={update.isPending}
          alert={<FormAlert message={update.isError ? errorText(update.error, t) : undefined} />}
          onCancel={() => setOpen(null)}
          onConfirm={() =>
            update.mutate(
              { vassalage: open.vendor.vassalage, update: { status: 'DISABLED' } },
              {
                onSuccess: (saved) => {
                  setOpen(null);
                  setOutcome({
                    tone: 'success',
                    message: t('games.vendors.disabled', { name: saved.displayName }),
                  });
                },
              },
            )
          }
        >
          <p>{t('games.vendors.disableConfirm', { name: open.vendor.displayName })}</p>
        </ConfirmDialog>
      )}
      {open?.kind === 'rotate' && (
        <ConfirmDialog
          title={t('games.vendors.rotateTitle')}
          confirmLabel={t('games.vendors.rotate')}
          variant="danger"
          isBusy={rotate.isPending}
          alert={<FormAlert message={rotate.isError ? errorText(rotate.error, t) : undefined} />}
          onCancel={() => setOpen(null)}
          onConfirm={() =>
            rotate.mutate(open.vendor.vassalage, {
              onSuccess: (result) => setOpen({ kind: 'secret', result, reason: 'rotated' }),
            })
          }
        >
          <p>{t('games.vendors.rotateConfirm', { name: open.vendor.displayName })}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
