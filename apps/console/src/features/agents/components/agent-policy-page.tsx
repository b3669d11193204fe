import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  REBATE_CATEGORIES,
  REBATE_RATE_CEILING_PERCENT,
  agentPolicySchema,
  type AgentPolicyInput,
} from '@platform/contract';
import { Checkbox, TextField } from '@platform/ui/field.tsx';
import { useCan } from '../../../shared/api/get-me.ts';
import { useContractResolver } from '../../../shared/lib/form.ts';
import { Section } from '../../../shared/ui/section.tsx';
import { SettingPage } from '../../../shared/ui/setting-page.tsx';
import { useAgentPolicy, useSetAgentPolicy } from '../api/agents.ts';
import { AgentSettingForm } from './agent-setting-form.tsx';
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
  const form = useForm({
    resolver: useContractResolver(agentPolicySchema),
    defaultValues: initial,
    disabled: !canWrite,
  });
  const { errors } = form.formState;

  return (
    <AgentSettingForm
      form={form}
      canWrite={canWrite}
      save={save.mutateAsync}
      placeField={(key) => (key === 'agentsMayCreateAgents' ? key : rateField(key))}
    >
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
    </AgentSettingForm>
  );
}

/** The agent policy: whether agents may create agents, and the highest rebate rate of anyone per category. */
export function AgentPolicyPage() {
  const { t } = useTranslation();
  return (
    <SettingPage
      title={t('agents.policy.title')}
      description={t('agents.policy.description')}
      query={useAgentPolicy()}
    >
      {(policy) => <AgentPolicyForm initial={policy} />}
    </SettingPage>
  );
}
