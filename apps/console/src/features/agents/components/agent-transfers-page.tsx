import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { teamTransferSettingsInputSchema, type TeamTransferSettings } from '@platform/contract';
import { Checkbox, TextField } from '@platform/ui/field.tsx';
import { useCan } from '../../../shared/api/get-me.ts';
import { useContractResolver } from '../../../shared/lib/form.ts';
import { Section } from '../../../shared/ui/section.tsx';
import { SettingPage } from '../../../shared/ui/setting-page.tsx';
import { useSetTeamTransferSettings, useTeamTransferSettings } from '../api/agents.ts';
import { AgentSettingForm } from './agent-setting-form.tsx';
import './agents.css';

const FIELDS = [
  'downlineEnabled',
  'takeBackEnabled',
  'uplineEnabled',
  'minAmount',
  'maxAmount',
  'dailyMax',
] as const;
const isField = (key: string): key is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(key);

function AgentTransfersForm({ initial }: { initial: TeamTransferSettings }) {
  const { t } = useTranslation();
  const save = useSetTeamTransferSettings();
  const canWrite = useCan('finance.write');
  const form = useForm({
    resolver: useContractResolver(teamTransferSettingsInputSchema),
    defaultValues: initial,
    disabled: !canWrite,
  });
  const { errors } = form.formState;

  return (
    <AgentSettingForm
      form={form}
      canWrite={canWrite}
      save={save.mutateAsync}
      placeField={(key) => (isField(key) ? key : undefined)}
    >
      <Section title={t('agents.transfers.switches')}>
        <div className="agents__switches">
          <Checkbox
            isSwitch
            label={t('agents.transfers.downlineEnabled')}
            {...form.register('downlineEnabled')}
          />
          <Checkbox
            isSwitch
            label={t('agents.transfers.takeBackEnabled')}
            {...form.register('takeBackEnabled')}
          />
          <Checkbox
            isSwitch
            label={t('agents.transfers.uplineEnabled')}
            {...form.register('uplineEnabled')}
          />
        </div>
      </Section>
      <Section title={t('agents.transfers.limits')} description={t('agents.transfers.limitsHint')}>
        <div className="agents__fields">
          {(['minAmount', 'maxAmount', 'dailyMax'] as const).map((name) => (
            <TextField
              key={name}
              label={t(`agents.transfers.${name}`)}
              inputMode="decimal"
              autoComplete="off"
              isRequired
              error={errors[name]?.message}
              {...form.register(name)}
            />
          ))}
        </div>
      </Section>
    </AgentSettingForm>
  );
}

/** Agent transfers: whether agents pay downlines, take money back, members pay uplines; the limits. */
export function AgentTransfersPage() {
  const { t } = useTranslation();
  return (
    <SettingPage
      title={t('agents.transfers.title')}
      description={t('agents.transfers.description')}
      query={useTeamTransferSettings()}
    >
      {(settings) => <AgentTransfersForm initial={settings} />}
    </SettingPage>
  );
}
