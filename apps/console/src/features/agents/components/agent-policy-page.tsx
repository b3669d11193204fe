import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  REBATE_CATEGORIES,
  REBATE_RATE_CEILING_PERCENT,
  agentPolicySchema,
  type AgentPolicyInput,
} from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { Checkbox, TextField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { useCan } from '../../../shared/api/get-me.ts';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { useAgentPolicy, useSetAgentPolicy } from '../api/agents.ts';
import './agents.css';

const rateField = (key: string) => {
  const category = key.replace(/^maxRebateRates\./, '');
  return (REBATE_CATEGORIES as readonly string[]).includes(category)
    ? (`maxRebateRates.${category}` as `maxRebateRates.${(typeof REBATE_CATEGORIES)[number]}`)
    : undefined;
};

function AgentPolicyForm({ initial }: { initial: AgentPolicyInput }) {
  const { t } = useTranslation();
  const save = useSetAgentPolicy();
  const canWrite = useCan('settings.write');
  const [isSaved, setSaved] = useState(false);
  const form = useForm({
    resolver: useContractResolver(agentPolicySchema),
    defaultValues: initial,
    disabled: !canWrite,
  });
  const { errors, isDirty, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setSaved(false);
    try {
      form.reset(await save.mutateAsync(input));
      setSaved(true);
    } catch (error) {
      applyServerErrors(form, error, t, (key) => (key === 'agentsMayCreateAgents' ? key : rateField(key)));
    }
  });

  return (
    <form className="agents__form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={errors.root?.server?.message} />
      {isSaved && !isDirty && <Notice tone="success">{t('agents.saved')}</Notice>}
      {!canWrite && <Notice tone="info">{t('agents.readOnly')}</Notice>}
      <Section title={t('agents.policy.creation')}>
        <Checkbox
          isSwitch
          label={t('agents.policy.agentsMayCreateAgents')}
          {...form.register('agentsMayCreateAgents')}
        />
      </Section>
      <Section
        title={t('agents.policy.rates')}
        description={t('agents.policy.ratesHint', { ceiling: REBATE_RATE_CEILING_PERCENT })}
      >
        <div className="agents__fields agents__fields--rates">
          {REBATE_CATEGORIES.map((category) => (
            <TextField
              key={category}
              label={`${t(`agents.categories.${category}`)} (%)`}
              inputMode="decimal"
              autoComplete="off"
              isRequired
              error={errors.maxRebateRates?.[category]?.message}
              {...form.register(`maxRebateRates.${category}`)}
            />
          ))}
        </div>
      </Section>
      {canWrite && (
        <div className="form__actions">
          <Button variant="ghost" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
            {t('agents.discard')}
          </Button>
          <Button type="submit" isBusy={isSubmitting}>
            {t('agents.save')}
          </Button>
        </div>
      )}
    </form>
  );
}

/** The agent policy: whether agents may create agents, and the highest rebate rate of anyone per category. */
export function AgentPolicyPage() {
  const { t } = useTranslation();
  const policy = useAgentPolicy();
  return (
    <>
      <PageHeader title={t('agents.policy.title')} description={t('agents.policy.description')} />
      {policy.data === undefined ? (
        <PageStatus error={policy.error} onRetry={() => void policy.refetch()} />
      ) : (
        <AgentPolicyForm initial={policy.data} />
      )}
    </>
  );
}
