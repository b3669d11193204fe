import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  CARRY_OVER_MODES,
  CONTRACT_KINDS,
  DIVIDEND_PERIODS,
  HOURLY_PERIODS,
  PAYOUT_MODES,
  contractPolicySchema,
  type ContractKind,
  type ContractPolicies,
  type ContractPolicy,
} from '@platform/contract';
import { Badge } from '@platform/ui/badge.tsx';
import { Button } from '@platform/ui/button.tsx';
import { Checkbox, ChoiceGroup, SelectField, TextField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { useCan } from '../../../shared/api/get-me.ts';
import { paths } from '../../../shared/config/paths.ts';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { useContractPolicies, useSetContractPolicy } from '../api/policies.ts';
import { KindTabs, kindParam } from './kind-tabs.tsx';
import './contracts.css';

const POLICY_FIELDS = Object.keys(contractPolicySchema.shape);
const policyField = (key: string) =>
  POLICY_FIELDS.includes(key) ? (key as keyof ContractPolicy) : undefined;

/** Which of the policy's fields a kind uses: the rest stay as they are, sent back unchanged. */
const usesActiveMembers = (kind: ContractKind) => kind !== 'REALTIME_SALARY';
const usesFixedAmounts = (kind: ContractKind) => kind === 'DAILY_SALARY' || kind === 'HOURLY_SALARY';

function ContractPolicyForm({ kind, initial }: { kind: ContractKind; initial: ContractPolicy }) {
  const { t } = useTranslation();
  const save = useSetContractPolicy();
  const canWrite = useCan('settings.write');
  const [isSaved, setSaved] = useState(false);
  const form = useForm({
    resolver: useContractResolver(contractPolicySchema),
    defaultValues: initial,
    disabled: !canWrite,
  });
  const { errors, isDirty, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (policy) => {
    setSaved(false);
    try {
      await save.mutateAsync({ kind, policy });
      form.reset(policy);
      setSaved(true);
    } catch (error) {
      applyServerErrors(form, error, t, policyField);
    }
  });

  return (
    <form className="contracts__form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={errors.root?.server?.message} />
      {isSaved && !isDirty && <Notice tone="success">{t('contracts.saved')}</Notice>}
      {!canWrite && <Notice tone="info">{t('contracts.readOnly')}</Notice>}
      <Section title={t('contracts.policy.rates')} description={t('contracts.policy.ratesHint')}>
        <div className="contracts__fields">
          <TextField
            label={t('contracts.policy.minRate')}
            inputMode="decimal"
            autoComplete="off"
            isRequired
            error={errors.minRate?.message}
            {...form.register('minRate')}
          />
          <TextField
            label={t('contracts.policy.maxRate')}
            inputMode="decimal"
            autoComplete="off"
            isRequired
            error={errors.maxRate?.message}
            {...form.register('maxRate')}
          />
          {usesFixedAmounts(kind) && (
            <TextField
              label={t('contracts.policy.maxFixedAmount')}
              inputMode="decimal"
              autoComplete="off"
              isRequired
              error={errors.maxFixedAmount?.message}
              {...form.register('maxFixedAmount')}
            />
          )}
          {usesActiveMembers(kind) && (
            <TextField
              label={t('contracts.policy.activeMemberThreshold')}
              hint={t('contracts.policy.activeMemberThresholdHint')}
              inputMode="decimal"
              autoComplete="off"
              isRequired
              error={errors.activeMemberThreshold?.message}
              {...form.register('activeMemberThreshold')}
            />
          )}
        </div>
      </Section>
      <Section title={t('contracts.policy.payout')} description={t('contracts.policy.payoutHint')}>
        <div className="contracts__fields">
          <SelectField
            label={t('contracts.policy.payoutMode')}
            error={errors.payoutMode?.message}
            options={PAYOUT_MODES.map((mode) => ({ value: mode, label: t(`contracts.payoutModes.${mode}`) }))}
            {...form.register('payoutMode')}
          />
          {kind === 'HOURLY_SALARY' && (
            <SelectField
              label={t('contracts.policy.hourlyPeriod')}
              error={errors.hourlyPeriod?.message}
              options={HOURLY_PERIODS.map((period) => ({
                value: period,
                label: t(`contracts.hourlyPeriods.${period}`),
              }))}
              {...form.register('hourlyPeriod')}
            />
          )}
        </div>
      </Section>
      {kind === 'DIVIDEND' && (
        <Section title={t('contracts.policy.dividend')}>
          <ChoiceGroup legend={t('contracts.policy.dividendPeriods')} error={errors.dividendPeriods?.message}>
            {DIVIDEND_PERIODS.map((period) => (
              <Checkbox
                key={period}
                value={period}
                label={t(`contracts.periods.${period}`)}
                {...form.register('dividendPeriods')}
              />
            ))}
          </ChoiceGroup>
          <div className="contracts__fields">
            <TextField
              label={t('contracts.policy.serviceFeeRate')}
              inputMode="decimal"
              autoComplete="off"
              isRequired
              error={errors.serviceFeeRate?.message}
              {...form.register('serviceFeeRate')}
            />
            <SelectField
              label={t('contracts.policy.carryOver')}
              error={errors.carryOver?.message}
              options={CARRY_OVER_MODES.map((mode) => ({
                value: mode,
                label: t(`contracts.carryOverModes.${mode}`),
              }))}
              {...form.register('carryOver')}
            />
          </div>
        </Section>
      )}
      {canWrite && (
        <div className="form__actions">
          <Button variant="ghost" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
            {t('contracts.discard')}
          </Button>
          <Button type="submit" isBusy={isSubmitting}>
            {t('contracts.save')}
          </Button>
        </div>
      )}
    </form>
  );
}

function KindPolicy({ kind, policies }: { kind: ContractKind; policies: ContractPolicies }) {
  const { t } = useTranslation();
  const { enabled, ...policy } = policies[kind];
  return (
    <>
      <p className="contracts__switch">
        <span>{t('contracts.policy.switch')}</span>
        <Badge tone={enabled ? 'success' : 'neutral'}>
          {enabled ? t('contracts.policy.switchOn') : t('contracts.policy.switchOff')}
        </Badge>
        <Link to={paths.settings.modules.getHref()}>{t('contracts.policy.switchLink')}</Link>
      </p>
      <ContractPolicyForm key={kind} kind={kind} initial={policy} />
    </>
  );
}

/** Each contract kind's policy: rates, active members, payouts at once or approved, dividend periods and carry-over. */
export function ContractPoliciesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kind = kindParam(params.get('kind')) ?? CONTRACT_KINDS[0];
  const policies = useContractPolicies();
  return (
    <>
      <PageHeader title={t('contracts.policy.title')} description={t('contracts.policy.description')} />
      <KindTabs current={kind} href={(next) => paths.contracts.policies.getHref(next)} />
      {policies.data === undefined ? (
        <PageStatus error={policies.error} onRetry={() => void policies.refetch()} />
      ) : (
        <KindPolicy kind={kind} policies={policies.data} />
      )}
    </>
  );
}
