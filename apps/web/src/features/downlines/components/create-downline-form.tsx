import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type CreateDownline, type DownlineAccountType, type RebateRates } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { ApiError } from '@platform/ui/api-client.ts';
import { useCreateDownline } from '../api/downlines.ts';
import { RebateFields, uniformRates } from './rebate-fields.tsx';

interface Created {
  username: string;
  password: string;
}

/** The register centre's direct creation: account type, credentials and rates; the result shown once. */
export function CreateDownlineForm({ own, mayCreateAgents }: { own: RebateRates; mayCreateAgents: boolean }) {
  const { t } = useTranslation();
  const create = useCreateDownline();
  const [accountType, setAccountType] = useState<DownlineAccountType>('MEMBER');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rates, setRates] = useState<RebateRates>(uniformRates('0'));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [created, setCreated] = useState<Created | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const body: CreateDownline = { accountType, username, password, rebateRates: rates };
    try {
      await create.mutateAsync(body);
      setCreated({ username: username.trim().toLowerCase(), password });
      setUsername('');
      setPassword('');
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setErrors({ root: t('errors.unexpected') });
        return;
      }
      const fields = error.fieldErrors;
      setErrors(Object.keys(fields).length > 0 ? fields : { root: error.message });
    }
  };

  const siteUrl = window.location.origin;
  const copyAndClose = async () => {
    if (created) {
      await navigator.clipboard
        .writeText(t('downlines.register.copyText', { url: siteUrl, ...created }))
        .catch(() => undefined);
    }
    setCreated(null);
  };

  return (
    <form className="downlines__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <SelectField
        label={t('downlines.register.accountType')}
        value={accountType}
        options={[
          { value: 'MEMBER', label: t('downlines.accountTypes.MEMBER') },
          ...(mayCreateAgents ? [{ value: 'AGENT', label: t('downlines.accountTypes.AGENT') }] : []),
        ]}
        hint={mayCreateAgents ? undefined : t('downlines.register.agentsOff')}
        onChange={(event) => setAccountType(event.target.value === 'AGENT' ? 'AGENT' : 'MEMBER')}
      />
      <TextField
        label={t('downlines.register.username')}
        autoComplete="off"
        value={username}
        isRequired
        error={errors.username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <TextField
        label={t('downlines.register.password')}
        type="password"
        autoComplete="new-password"
        value={password}
        isRequired
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <RebateFields value={rates} max={own} errors={errors} onChange={setRates} />
      {errors.root && (
        <p className="field__error" role="alert">
          {errors.root}
        </p>
      )}
      <Button type="submit" isBusy={create.isPending}>
        {t('downlines.register.create')}
      </Button>
      {created && (
        <Dialog title={t('downlines.register.created')} onClose={() => setCreated(null)} size="sm">
          <p>{t('downlines.register.createdLead')}</p>
          <dl className="downlines__credentials">
            <dt>{t('downlines.register.siteUrl')}</dt>
            <dd>{siteUrl}</dd>
            <dt>{t('downlines.register.username')}</dt>
            <dd data-testid="created-username">{created.username}</dd>
            <dt>{t('downlines.register.password')}</dt>
            <dd data-testid="created-password">{created.password}</dd>
          </dl>
          <Button isBlock onClick={() => void copyAndClose()}>
            {t('downlines.register.copyAndClose')}
          </Button>
        </Dialog>
      )}
    </form>
  );
}
