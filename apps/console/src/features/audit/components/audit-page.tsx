import { FiltersForm } from '@platform/ui/filters-form.tsx';
import { useFiltersForm } from '../../../shared/lib/form.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { AUDIT_ACTIONS, auditQuerySchema, type AuditAction, type auditRowSchema } from '@platform/contract';
import { useCan } from '../../../shared/api/get-me.ts';
import { paths } from '../../../shared/config/paths.ts';
import { errorText, withEmptyAsMissing } from '../../../shared/lib/form.ts';
import { useListParams } from '../../../shared/lib/list-params.ts';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { useAudit } from '../api/get-audit.ts';
import { AuditDiff } from './audit-diff.tsx';

type AuditRow = z.infer<typeof auditRowSchema>;

const AUDIT_FILTERS = ['staff', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
type AuditFilters = Record<(typeof AUDIT_FILTERS)[number], string>;
const EMPTY: AuditFilters = { staff: '', action: '', targetType: '', targetId: '', from: '', to: '' };

const filterSchema = withEmptyAsMissing<unknown, AuditFilters>(
  auditQuerySchema.omit({ pageNum: true, pageSize: true }),
);

/** The actions the gateway records (the contract's list); the filter matches any part of an action's code. */
const isKnownAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

const TARGET_TYPES = ['member', 'deposit', 'withdrawal', 'deposit_channel', 'setting', 'staff'] as const;
const isTargetType = (type: string): type is (typeof TARGET_TYPES)[number] =>
  (TARGET_TYPES as readonly string[]).includes(type);

function AuditFiltersForm({
  filters,
  onSearch,
}: {
  filters: AuditFilters;
  onSearch: (filters: AuditFilters) => void;
}) {
  const { t } = useTranslation();
  const form = useFiltersForm(filterSchema, filters);
  const { errors } = form.formState;
  return (
    <FiltersForm
      searchLabel={t('common.search')}
      clearLabel={t('common.clear')}
      form={form}
      label={t('audit.filtersLabel')}
      empty={EMPTY}
      onSearch={onSearch}
    >
      <TextField
        label={t('audit.staff')}
        autoCapitalize="off"
        error={errors.staff?.message}
        {...form.register('staff')}
      />
      <TextField
        label={t('audit.action')}
        list="audit-actions"
        autoCapitalize="off"
        spellCheck={false}
        error={errors.action?.message}
        {...form.register('action')}
      />
      <datalist id="audit-actions">
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {t(`audit.actions.${action}`)}
          </option>
        ))}
      </datalist>
      <SelectField
        label={t('audit.targetType')}
        error={errors.targetType?.message}
        options={[
          { value: '', label: t('common.all') },
          ...TARGET_TYPES.map((type) => ({ value: type, label: t(`audit.targetTypes.${type}`) })),
        ]}
        {...form.register('targetType')}
      />
      <TextField
        label={t('audit.targetId')}
        error={errors.targetId?.message}
        {...form.register('targetId')}
      />
      <TextField
        label={t('audit.from')}
        type="date"
        error={errors.from?.message}
        {...form.register('from')}
      />
      <TextField label={t('audit.to')} type="date" error={errors.to?.message} {...form.register('to')} />
    </FiltersForm>
  );
}

/** The audit log: who changed what, when, from where, before and after. Nothing here edits it. */
export function AuditPage() {
  const { t } = useTranslation();
  const list = useListParams(AUDIT_FILTERS);
  const audit = useAudit({ ...list.filters, ...list.page });
  const canReadMembers = useCan('members.read');

  const columns: Column<AuditRow>[] = [
    { key: 'at', header: t('audit.at'), kind: 'nowrap', render: (row) => row.at },
    { key: 'staff', header: t('audit.staff'), kind: 'nowrap', render: (row) => row.staffUsername },
    { key: 'ip', header: t('audit.ip'), kind: 'nowrap', render: (row) => row.ip },
    {
      key: 'action',
      header: t('audit.action'),
      kind: 'nowrap',
      render: (row) => (
        <span className="cell-stack cell-stack--column">
          <span>{isKnownAction(row.action) ? t(`audit.actions.${row.action}`) : row.action}</span>
          <code className="muted">{row.action}</code>
        </span>
      ),
    },
    {
      key: 'target',
      header: t('audit.target'),
      kind: 'nowrap',
      render: (row) => {
        const type = isTargetType(row.targetType) ? t(`audit.targetTypes.${row.targetType}`) : row.targetType;
        if (row.targetId === null) return type;
        const label = t('audit.targetLabel', { type, id: row.targetId });
        return row.targetType === 'member' && canReadMembers ? (
          <Link className="table__link" to={paths.member.getHref(Number(row.targetId))}>
            {label}
          </Link>
        ) : (
          label
        );
      },
    },
    {
      key: 'changes',
      header: t('audit.changes'),
      kind: 'wide',
      render: (row) => <AuditDiff before={row.before} after={row.after} />,
    },
  ];

  return (
    <>
      <PageHeader title={t('audit.title')} description={t('audit.description')} />
      <AuditFiltersForm
        key={JSON.stringify(list.filters)}
        filters={list.filters}
        onSearch={list.setFilters}
      />
      {audit.isError && <FormAlert message={errorText(audit.error, t)} />}
      <DataTable
        emptyText={t('common.noResults')}
        caption={t('audit.results')}
        columns={columns}
        rows={audit.data?.list ?? []}
        rowKey={(row) => row.id}
        isLoading={audit.isPending}
      />
      {audit.data !== undefined && (
        <ListPagination
          page={list.page}
          total={audit.data.total}
          totalPages={audit.data.totalPages}
          onChange={list.setPage}
        />
      )}
    </>
  );
}
