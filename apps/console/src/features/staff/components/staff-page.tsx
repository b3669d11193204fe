import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole, type staffRowSchema } from '@platform/contract';
import { useCurrentStaff } from '../../../shared/api/get-me.ts';
import { errorText } from '../../../shared/lib/form.ts';
import { accountStatus, roleLabel } from '../../../shared/lib/labels.ts';
import { Badge } from '@platform/ui/badge.tsx';
import { Button } from '@platform/ui/button.tsx';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { SelectField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { PlusIcon } from '@platform/ui/icons.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useResetStaffTotp } from '../api/reset-staff-totp.ts';
import { useStaff } from '../api/get-staff.ts';
import { useUpdateStaff } from '../api/update-staff.ts';
import { CreateStaffDialog } from './create-staff-dialog.tsx';

type StaffRow = z.infer<typeof staffRowSchema>;

type Pending =
  | { kind: 'create' }
  | { kind: 'role'; row: StaffRow }
  | { kind: 'status'; row: StaffRow }
  | { kind: 'unlock'; row: StaffRow }
  | { kind: 'totp'; row: StaffRow }
  | null;

/** Staff accounts: create, change role, enable or disable, lift a lock from wrong passwords, reset the authenticator. */
export function StaffPage() {
  const { t } = useTranslation();
  const me = useCurrentStaff();
  const staff = useStaff();
  const update = useUpdateStaff();
  const resetTotp = useResetStaffTotp();
  const [pending, setPending] = useState<Pending>(null);
  const [role, setRole] = useState<StaffRole>('SUPPORT');
  const [done, setDone] = useState<string>();

  const open = (next: Pending) => {
    update.reset();
    resetTotp.reset();
    setDone(undefined);
    setPending(next);
  };

  const run = async (action: () => Promise<unknown>, message: string) => {
    try {
      await action();
      setDone(message);
      setPending(null);
    } catch {
      // The dialog stays open with the gateway's message (the mutation's error).
    }
  };

  const columns: Column<StaffRow>[] = [
    { key: 'id', header: t('staff.id'), kind: 'num', render: (row) => row.id },
    {
      key: 'username',
      header: t('staff.username'),
      kind: 'nowrap',
      render: (row) => (
        <span className="cell-stack">
          <span>{row.username}</span>
          {row.id === me.id && <Badge tone="accent">{t('staff.you')}</Badge>}
        </span>
      ),
    },
    { key: 'role', header: t('staff.role'), kind: 'nowrap', render: (row) => roleLabel(t, row.role) },
    {
      key: 'status',
      header: t('staff.status'),
      render: (row) => {
        const status = accountStatus(t, row.status);
        return (
          <span className="cell-stack">
            <Badge tone={status.tone}>{status.label}</Badge>
            {row.lockedUntil !== null && (
              <span className="muted">{t('staff.lockedUntil', { time: row.lockedUntil })}</span>
            )}
          </span>
        );
      },
    },
    {
      key: 'totp',
      header: t('staff.totp'),
      kind: 'nowrap',
      render: (row) =>
        row.totpEnrolled ? (
          <Badge tone="success">{t('staff.totpEnrolled')}</Badge>
        ) : (
          <Badge tone="warning">{t('staff.totpPending')}</Badge>
        ),
    },
    {
      key: 'lastLoginAt',
      header: t('staff.lastLoginAt'),
      kind: 'nowrap',
      render: (row) => row.lastLoginAt ?? '—',
    },
    { key: 'createdAt', header: t('staff.createdAt'), kind: 'nowrap', render: (row) => row.createdAt },
    {
      key: 'actions',
      header: t('staff.actions'),
      kind: 'nowrap',
      render: (row) =>
        row.id === me.id ? (
          <span className="muted">{t('staff.ownAccount')}</span>
        ) : (
          <span className="row-actions">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setRole(row.role);
                open({ kind: 'role', row });
              }}
            >
              {t('staff.changeRole')}
            </Button>
            {row.lockedUntil !== null && (
              <Button variant="secondary" size="sm" onClick={() => open({ kind: 'unlock', row })}>
                {t('staff.unlock')}
              </Button>
            )}
            <Button
              variant={row.status === 'ACTIVE' ? 'danger' : 'secondary'}
              size="sm"
              onClick={() => open({ kind: 'status', row })}
            >
              {row.status === 'ACTIVE' ? t('staff.disable') : t('staff.enable')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => open({ kind: 'totp', row })}>
              {t('staff.resetTotp')}
            </Button>
          </span>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('staff.title')}
        description={t('staff.description')}
        actions={
          <Button onClick={() => open({ kind: 'create' })}>
            <PlusIcon />
            {t('staff.create')}
          </Button>
        }
      />
      {done !== undefined && <Notice tone="success">{done}</Notice>}
      {staff.isError && <FormAlert message={errorText(staff.error, t)} />}
      <DataTable
        emptyText={t('common.noResults')}
        caption={t('staff.title')}
        columns={columns}
        rows={staff.data ?? []}
        rowKey={(row) => row.id}
        isLoading={staff.isPending}
      />

      {pending?.kind === 'create' && (
        <CreateStaffDialog
          onClose={() => setPending(null)}
          onCreated={(username) => {
            setPending(null);
            setDone(t('staff.created', { username }));
          }}
        />
      )}
      {pending?.kind === 'role' && (
        <ConfirmDialog
          title={t('staff.roleTitle', { username: pending.row.username })}
          confirmLabel={t('staff.changeRole')}
          isBusy={update.isPending}
          alert={<FormAlert message={update.isError ? errorText(update.error, t) : undefined} />}
          onCancel={() => setPending(null)}
          onConfirm={() =>
            void run(
              () => update.mutateAsync({ id: pending.row.id, role }),
              t('staff.roleChanged', { username: pending.row.username, role: roleLabel(t, role) }),
            )
          }
        >
          <SelectField
            label={t('staff.role')}
            value={role}
            onChange={(event) => setRole(STAFF_ROLES.find((option) => option === event.target.value) ?? role)}
            options={STAFF_ROLES.map((option) => ({ value: option, label: roleLabel(t, option) }))}
            hint={t('staff.rolePermissions', {
              permissions:
                ROLE_PERMISSIONS[role].length === 0
                  ? t('account.noPermissions')
                  : ROLE_PERMISSIONS[role].join(', '),
            })}
          />
        </ConfirmDialog>
      )}
      {pending?.kind === 'status' && (
        <ConfirmDialog
          title={pending.row.status === 'ACTIVE' ? t('staff.disableTitle') : t('staff.enableTitle')}
          confirmLabel={pending.row.status === 'ACTIVE' ? t('staff.disable') : t('staff.enable')}
          variant={pending.row.status === 'ACTIVE' ? 'danger' : 'primary'}
          isBusy={update.isPending}
          alert={<FormAlert message={update.isError ? errorText(update.error, t) : undefined} />}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            const isDisabling = pending.row.status === 'ACTIVE';
            void run(
              () => update.mutateAsync({ id: pending.row.id, status: isDisabling ? 'DISABLED' : 'ACTIVE' }),
              isDisabling
                ? t('staff.disabled', { username: pending.row.username })
                : t('staff.enabled', { username: pending.row.username }),
            );
          }}
        >
          <p>
            {pending.row.status === 'ACTIVE'
              ? t('staff.disableConfirm', { username: pending.row.username })
              : t('staff.enableConfirm', { username: pending.row.username })}
          </p>
        </ConfirmDialog>
      )}
      {pending?.kind === 'unlock' && (
        <ConfirmDialog
          title={t('staff.unlockTitle')}
          confirmLabel={t('staff.unlock')}
          isBusy={update.isPending}
          alert={<FormAlert message={update.isError ? errorText(update.error, t) : undefined} />}
          onCancel={() => setPending(null)}
          onConfirm={() =>
            void run(
              () => update.mutateAsync({ id: pending.row.id, status: 'ACTIVE' }),
              t('staff.unlocked', { username: pending.row.username }),
            )
          }
        >
          <p>{t('staff.unlockConfirm', { username: pending.row.username, time: pending.row.lockedUntil })}</p>
        </ConfirmDialog>
      )}
      {pending?.kind === 'totp' && (
        <ConfirmDialog
          title={t('staff.resetTotpTitle')}
          confirmLabel={t('staff.resetTotp')}
          variant="danger"
          isBusy={resetTotp.isPending}
          alert={<FormAlert message={resetTotp.isError ? errorText(resetTotp.error, t) : undefined} />}
          onCancel={() => setPending(null)}
          onConfirm={() =>
            void run(
              () => resetTotp.mutateAsync(pending.row.id),
              t('staff.totpReset', { username: pending.row.username }),
            )
          }
        >
          <p>{t('staff.resetTotpConfirm', { username: pending.row.username })}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
