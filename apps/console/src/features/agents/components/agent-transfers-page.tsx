import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { teamTransferSettingsInputSchema, type TeamTransferSettings } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { Checkbox, TextField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { useCan } from '../../../shared/api/get-me.ts';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { useSetTeamTransferSettings, useTeamTransferSettings } from '../api/agents.ts';
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
  const [isSaved, setSaved] = useState(false);
  const form = useForm({
    resolver: useContractResolver(teamTransferSettingsInputSchema),
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
      applyServerErrors(form, error, t, (key) => (isField(key) ? key : undefined));
    }
  });

  return (
    <form className="agents__form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={errors.root?.server?.message} />
      {isSaved && !isDirty && <Notice tone="success">{t('agents.saved')}</Notice>}
      {!canWrite && <Notice tone="info">{t('agents.readOnly')}</Notice>}
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

/** Agent transfers: whether agents pay downlines, take money back, members pay uplines; the limits. */
export function AgentTransfersPage() {
  const { t } = useTranslation();
  const settings = useTeamTransferSettings();
  return (
    <>
      <PageHeader title={t('agents.transfers.title')} description={t('agents.transfers.description')} />
      {settings.data === undefined ? (
        <PageStatus error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <AgentTransfersForm initial={settings.data} />
      )}
    </>
  );
}
