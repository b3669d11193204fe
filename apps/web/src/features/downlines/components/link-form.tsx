import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LINK_CHANNELS,
  LINK_EXPIRIES,
  type DownlineAccountType,
  type LinkChannel,
  type LinkExpiry,
} from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { ApiError } from '@platform/ui/api-client.ts';
import { useCreateLink } from '../api/downlines.ts';

const pick = <T extends string>(options: readonly T[], value: string, fallback: T): T =>
  options.find((option) => option === value) ?? fallback;

/** The register centre's link registration: the account type a link creates, its expiry and channel. */
export function LinkForm({
  mayCreateAgents,
  onCreated,
}: {
  mayCreateAgents: boolean;
  onCreated: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateLink();
  const [accountType, setAccountType] = useState<DownlineAccountType>('MEMBER');
  const [expiry, setExpiry] = useState<LinkExpiry>('NEVER');
  const [channel, setChannel] = useState<LinkChannel>('FORUM');
  const [channelLabel, setChannelLabel] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await create.mutateAsync({
        accountType,
        expiry,
        channel,
        ...(channel === 'CUSTOM' ? { channelLabel } : {}),
      });
      onCreated();
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setErrors({ root: t('errors.unexpected') });
        return;
      }
      const fields = error.fieldErrors;
      setErrors(Object.keys(fields).length > 0 ? fields : { root: error.message });
    }
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
        onChange={(event) => setAccountType(event.target.value === 'AGENT' ? 'AGENT' : 'MEMBER')}
      />
      <SelectField
        label={t('downlines.links.expiry')}
        value={expiry}
        options={LINK_EXPIRIES.map((value) => ({ value, label: t(`downlines.links.expiries.${value}`) }))}
        onChange={(event) => setExpiry(pick(LINK_EXPIRIES, event.target.value, 'NEVER'))}
      />
      <SelectField
        label={t('downlines.links.channel')}
        value={channel}
        options={LINK_CHANNELS.map((value) => ({ value, label: t(`downlines.links.channels.${value}`) }))}
        onChange={(event) => setChannel(pick(LINK_CHANNELS, event.target.value, 'FORUM'))}
      />
      {channel === 'CUSTOM' && (
        <TextField
          label={t('downlines.links.channelLabel')}
          value={channelLabel}
          maxLength={40}
          isRequired
          error={errors.channelLabel}
          onChange={(event) => setChannelLabel(event.target.value)}
        />
      )}
      {errors.root && (
        <p className="field__error" role="alert">
          {errors.root}
        </p>
      )}
      <Button type="submit" isBusy={create.isPending}>
        {t('downlines.links.create')}
      </Button>
    </form>
  );
}
