import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  REFERRAL_BET_PERIODS,
  REFERRAL_INVITEE_STATUSES,
  REFERRAL_SHARE_SCALE,
  parseMinorUnits,
  type ReferralAdminInvitee,
  type ReferralInviteeStatus,
  type ReferralSettings,
} from '@platform/contract';
import { Badge, type BadgeTone } from '@platform/ui/badge.tsx';
import { Button } from '@platform/ui/button.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { DateRangeFields } from '@platform/ui/date-range-fields.tsx';
import { Checkbox, SelectField, TextField } from '@platform/ui/field.tsx';
import { FiltersForm } from '@platform/ui/filters-form.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { useState } from 'react';
import { useCan } from '../../../shared/api/get-me.ts';
import { applyServerErrors, errorText, useFiltersForm } from '../../../shared/lib/form.ts';
import { useListParams } from '../../../shared/lib/list-params.ts';
import { localDay } from '../../../shared/lib/local-time.ts';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { useReferralInvitees, useReferralSettings, useSaveReferralSettings } from '../api/referral.ts';
import { EMPTY, FILTERS, filterSchema } from './referral-filters.ts';
import './referral.css';

/** The programme as its inputs hold it: money and numbers as text, shares as percent text. */
type SettingsForm = Omit<
  ReferralSettings,
  | 'minValidBet'
  | 'qualifiedReward'
  | 'groupReward'
  | 'qualifyDays'
  | 'groupSize'
  | 'firstDepositShare'
  | 'betShare'
> & {
  minValidBet: string;
  qualifiedReward: string;
  groupReward: string;
  qualifyDays: string;
  groupSize: string;
  firstDepositShare: string;
  betShare: string;
};

const PERCENT_UNITS = REFERRAL_SHARE_SCALE / 100;

const formOf = (settings: ReferralSettings): SettingsForm => ({
  ...settings,
  minValidBet: settings.minValidBet ?? '',
  qualifiedReward: settings.qualifiedReward ?? '',
  groupReward: settings.groupReward ?? '',
  qualifyDays: String(settings.qualifyDays),
  groupSize: settings.groupSize === null ? '' : String(settings.groupSize),
  firstDepositShare: String(settings.firstDepositShare / PERCENT_UNITS),
  betShare: String(settings.betShare / PERCENT_UNITS),
});

/** Text as minor units: empty is null (the rule is off); anything unreadable stays as typed for the gateway to refuse. */
const money = (text: string): bigint | null => {
  if (text.trim() === '') return null;
  return parseMinorUnits(text.trim()) ?? -1n;
};
const share = (text: string) => Math.round(Number(text.trim() || '0') * PERCENT_UNITS);

const STATUS_TONES: Record<ReferralInviteeStatus, BadgeTone> = {
  QUALIFIED: 'success',
  NOT_QUALIFIED: 'neutral',
  FAILED: 'danger',
  DUPLICATE_PHONE: 'warning',
};

function ProgrammeForm({ initial }: { initial: ReferralSettings }) {
  const { t } = useTranslation();
  const canWrite = useCan('rewards.write');
  const save = useSaveReferralSettings();
  const form = useForm<SettingsForm>({ defaultValues: formOf(initial), disabled: !canWrite });
  const [isSaved, setSaved] = useState(false);
  const { errors, isDirty, isSubmitting } = form.formState;
  const field = (name: FieldPath<SettingsForm>, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      inputMode="decimal"
      autoComplete="off"
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );

  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      const saved = await save.mutateAsync({
        enabled: values.enabled,
        minFirstDeposit: money(values.minFirstDeposit) ?? -1n,
        minValidBet: money(values.minValidBet),
        qualifyDays: Number(values.qualifyDays),
        uniquePhone: values.uniquePhone,
        refuseSameDevice: values.refuseSameDevice,
        refuseSameIp: values.refuseSameIp,
        qualifiedReward: money(values.qualifiedReward),
        groupSize: values.groupSize.trim() === '' ? null : Number(values.groupSize),
        groupReward: money(values.groupReward),
        firstDepositShare: share(values.firstDepositShare),
        betShare: share(values.betShare),
        betPeriod: values.betPeriod,
      });
      form.reset(formOf(saved));
      setSaved(true);
    } catch (error) {
      applyServerErrors(form, error, t, (key) => key as FieldPath<SettingsForm>);
    }
  });

  return (
    <form className="card referral-admin__form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={errors.root?.server?.message} />
      {isSaved && !isDirty && <Notice tone="success">{t('referralAdmin.saved')}</Notice>}
      {!canWrite && <Notice tone="info">{t('referralAdmin.readOnly')}</Notice>}
      <Checkbox isSwitch label={t('referralAdmin.enabled')} {...form.register('enabled')} />
      <Section title={t('referralAdmin.qualify')} description={t('referralAdmin.qualifyHint')}>
        <div className="referral-admin__grid">
          {field('minFirstDeposit', t('referralAdmin.minFirstDeposit'))}
          {field('minValidBet', t('referralAdmin.minValidBet'), t('referralAdmin.emptyOff'))}
          {field('qualifyDays', t('referralAdmin.qualifyDays'))}
        </div>
        <Checkbox label={t('referralAdmin.uniquePhone')} {...form.register('uniquePhone')} />
        <Checkbox label={t('referralAdmin.refuseSameDevice')} {...form.register('refuseSameDevice')} />
        <Checkbox label={t('referralAdmin.refuseSameIp')} {...form.register('refuseSameIp')} />
      </Section>
      <Section title={t('referralAdmin.rewards')} description={t('referralAdmin.rewardsHint')}>
        <div className="referral-admin__grid">
          {field('qualifiedReward', t('referralAdmin.qualifiedReward'), t('referralAdmin.emptyOff'))}
          {field('groupSize', t('referralAdmin.groupSize'), t('referralAdmin.emptyOff'))}
          {field('groupReward', t('referralAdmin.groupReward'))}
          {field('firstDepositShare', t('referralAdmin.firstDepositShare'))}
          {field('betShare', t('referralAdmin.betShare'))}
          <SelectField
            label={t('referralAdmin.betPeriod')}
            options={REFERRAL_BET_PERIODS.map((value) => ({
              value,
              label: t(`referralAdmin.periods.${value}`),
            }))}
            {...form.register('betPeriod')}
          />
        </div>
      </Section>
      {canWrite && (
        <div className="form__actions">
          <Button variant="ghost" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
            {t('referralAdmin.discard')}
          </Button>
          <Button type="submit" isBusy={isSubmitting}>
            {t('referralAdmin.save')}
          </Button>
        </div>
      )}
    </form>
  );
}

function InviteeList() {
  const { t } = useTranslation();
  const list = useListParams(FILTERS);
  const invitees = useReferralInvitees({ ...list.filters, ...list.page });
  const form = useFiltersForm(filterSchema, { ...EMPTY, ...list.filters });
  const { errors } = form.formState;
  const [today] = useState(() => localDay());
  const columns: Column<ReferralAdminInvitee>[] = [
    { key: 'invitee', header: t('referralAdmin.list.invitee'), render: (row) => row.invitee },
    { key: 'referrer', header: t('referralAdmin.list.referrer'), render: (row) => row.referrer },
    {
      key: 'registered',
      header: t('referralAdmin.list.registeredAt'),
      kind: 'nowrap',
      render: (row) => row.registeredAt,
    },
    {
      key: 'deposit',
      header: t('referralAdmin.list.firstDepositAt'),
      kind: 'nowrap',
      render: (row) => row.firstDepositAt ?? '—',
    },
    {
      key: 'status',
      header: t('referralAdmin.list.status'),
      render: (row) => (
        <Badge tone={STATUS_TONES[row.status]}>
          {t(`referralAdmin.statuses.${row.status}`)}
          {row.failure ? ` · ${t(`referralAdmin.failures.${row.failure}`)}` : ''}
        </Badge>
      ),
    },
  ];
  return (
    <Section title={t('referralAdmin.list.title')}>
      <FiltersForm
        searchLabel={t('common.search')}
        clearLabel={t('common.clear')}
        form={form}
        label={t('referralAdmin.list.filters')}
        empty={EMPTY}
        onSearch={list.setFilters}
      >
        <TextField
          label={t('referralAdmin.list.referrerAccount')}
          autoCapitalize="off"
          autoComplete="off"
          error={errors.referrer?.message}
          {...form.register('referrer')}
        />
        <SelectField
          label={t('referralAdmin.list.status')}
          options={[
            { value: '', label: t('common.all') },
            ...REFERRAL_INVITEE_STATUSES.map((value) => ({
              value,
              label: t(`referralAdmin.statuses.${value}`),
            })),
          ]}
          {...form.register('status')}
        />
        <DateRangeFields
          today={today}
          start={form.register('startDate')}
          end={form.register('endDate')}
          errors={{ start: errors.startDate?.message, end: errors.endDate?.message }}
          startLabel={t('referralAdmin.list.startDate')}
          endLabel={t('referralAdmin.list.endDate')}
        />
      </FiltersForm>
      {invitees.isError && <FormAlert message={errorText(invitees.error, t)} />}
      <DataTable
        caption={t('referralAdmin.list.title')}
        columns={columns}
        rows={invitees.data?.list ?? []}
        rowKey={(row) => row.inviteeId}
        isLoading={invitees.isPending}
        emptyText={t('referralAdmin.list.empty')}
      />
      {invitees.data !== undefined && (
        <ListPagination
          page={list.page}
          total={invitees.data.total}
          totalPages={invitees.data.totalPages}
          onChange={list.setPage}
        />
      )}
    </Section>
  );
}

/** Invite friends (console): the programme's qualification and rewards, and every invitee's status. */
export function ReferralAdminPage() {
  const { t } = useTranslation();
  const settings = useReferralSettings();
  return (
    <div className="referral-admin">
      <PageHeader title={t('referralAdmin.title')} description={t('referralAdmin.description')} />
      {settings.data === undefined ? (
        <PageStatus error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <ProgrammeForm initial={settings.data} />
      )}
      <InviteeList />
    </div>
  );
}
