import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { PlusIcon } from '@platform/ui/icons.tsx';
import { useCan } from '../../../shared/api/get-me.ts';
import { errorText } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import './content-list-page.css';

interface ContentRow {
  id: number;
  sortOrder: number;
}

/** The dialog that creates (no row) or edits (a row) one entry. */
export interface EntryDialogProps<Row> {
  row: Row | undefined;
  onClose: () => void;
  onSaved: (saved: Row) => void;
}

interface ListResource<Row> {
  useList: () => UseQueryResult<Row[]>;
  useDelete: () => UseMutationResult<null, Error, number>;
}

interface ContentListPageProps<Row extends ContentRow> {
  resource: ListResource<Row>;
  texts: { title: string; description: string; create: string; empty: string; caption: string };
  columns: readonly Column<Row>[];
  /** The entry in the person's words (its title), for the row's buttons and the messages. */
  nameOf: (row: Row) => string;
  /** Rows shown as one table per group (banners by where they show), in this order. */
  groups?: { keys: readonly string[]; keyOf: (row: Row) => string; titleOf: (key: string) => string };
  /** The rows' order; by default the order members see them in (sort order). */
  compare?: (a: Row, b: Row) => number;
  renderDialog: (props: EntryDialogProps<Row>) => ReactNode;
}

type Open<Row> = { kind: 'edit'; row: Row | undefined } | { kind: 'delete'; row: Row } | null;

const bySortOrder = <Row extends ContentRow>(a: Row, b: Row) => a.sortOrder - b.sortOrder || a.id - b.id;

/**
 * A list of site content as the console shows it: the rows in the order members see them, each
 * with Edit and Delete for roles with content.write, a create button, and a message after each change.
 */
export function ContentListPage<Row extends ContentRow>({
  resource,
  texts,
  columns,
  nameOf,
  groups,
  compare = bySortOrder,
  renderDialog,
}: ContentListPageProps<Row>) {
  const { t } = useTranslation();
  const list = resource.useList();
  const remove = resource.useDelete();
  const canWrite = useCan('content.write');
  const [open, setOpen] = useState<Open<Row>>(null);
  const [outcome, setOutcome] = useState<string>();

  const show = (next: Open<Row>) => {
    setOutcome(undefined);
    remove.reset();
    setOpen(next);
  };

  const allColumns: readonly Column<Row>[] = canWrite
    ? [
        ...columns,
        {
          key: 'actions',
          header: t('content.actions.column'),
          kind: 'actions',
          render: (row) => (
            <span className="row-actions">
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('content.actions.editNamed', { name: nameOf(row) })}
                onClick={() => show({ kind: 'edit', row })}
              >
                {t('content.actions.edit')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('content.actions.deleteNamed', { name: nameOf(row) })}
                onClick={() => show({ kind: 'delete', row })}
              >
                {t('content.actions.delete')}
              </Button>
            </span>
          ),
        },
      ]
    : columns;

  const rows = [...(list.data ?? [])].sort(compare);
  const table = (caption: string, tableRows: Row[]) => (
    <DataTable
      caption={caption}
      columns={allColumns}
      rows={tableRows}
      rowKey={(row) => row.id}
      isLoading={list.isPending}
      emptyText={texts.empty}
    />
  );

  return (
    <>
      <PageHeader
        title={texts.title}
        description={texts.description}
        actions={
          canWrite ? (
            <Button onClick={() => show({ kind: 'edit', row: undefined })}>
              <PlusIcon />
              {texts.create}
            </Button>
          ) : undefined
        }
      />
      {outcome !== undefined && <Notice tone="success">{outcome}</Notice>}
      {list.isError && <FormAlert message={errorText(list.error, t)} />}
      {groups === undefined
        ? table(texts.caption, rows)
        : groups.keys.map((key) => {
            const title = groups.titleOf(key);
            const groupRows = rows.filter((row) => groups.keyOf(row) === key);
            return (
              <section key={key} className="content-group" aria-labelledby={`content-group-${key}`}>
                <h2 id={`content-group-${key}`} className="content-group__title">
                  {title}
                  <code className="content-group__key">{key}</code>
                </h2>
                {table(title, groupRows)}
              </section>
            );
          })}
      {open?.kind === 'edit' &&
        renderDialog({
          row: open.row,
          onClose: () => setOpen(null),
          onSaved: (saved) => {
            setOpen(null);
            setOutcome(
              open.row === undefined
                ? t('content.actions.created', { name: nameOf(saved) })
                : t('content.actions.saved', { name: nameOf(saved) }),
            );
          },
        })}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t('content.actions.deleteTitle')}
          confirmLabel={t('content.actions.delete')}
          variant="danger"
          isBusy={remove.isPending}
          alert={<FormAlert message={remove.isError ? errorText(remove.error, t) : undefined} />}
          onCancel={() => setOpen(null)}
          onConfirm={() =>
            remove.mutate(open.row.id, {
              onSuccess: () => {
                setOpen(null);
                setOutcome(t('content.actions.deleted', { name: nameOf(open.row) }));
              },
            })
          }
        >
          <p>{t('content.actions.deleteConfirm', { name: nameOf(open.row) })}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
