import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REBATE_CATEGORIES, type TeamMember } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { TextAreaField, TextField } from '@platform/ui/field.tsx';
import { ApiError } from '@platform/ui/api-client.ts';
import { formatAmount } from '../../../shared/lib/format.ts';
import { useSendMessage, useSetAgent, useSetRemark } from '../api/downlines.ts';

interface MemberDialogProps {
  member: TeamMember;
  onClose: () => void;
}

const problemOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/** Everything team management knows of one downline. */
export function DetailsDialog({ member, onClose }: MemberDialogProps) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('downlines.team.columns.upline'), member.uplineUsername ?? '-'],
    [t('downlines.team.columns.level'), String(member.vipLevel)],
    [t('downlines.team.columns.teamSize'), String(member.teamSize)],
    [t('downlines.team.columns.lastLogin'), member.lastLoginAt ?? t('downlines.team.never')],
    [t('downlines.team.columns.lastDeposit'), member.lastDepositDay ?? t('downlines.team.never')],
    [t('downlines.team.columns.balance'), formatAmount(member.balance)],
    [t('downlines.team.columns.teamBalance'), formatAmount(member.teamBalance)],
    [t('downlines.team.columns.method'), t(`downlines.team.methods.${member.registrationMethod}`)],
    [t('downlines.team.registerUrl'), member.registerUrl ?? '-'],
    [t('downlines.team.registeredAt'), member.registeredAt],
    [t('downlines.team.columns.remark'), member.remark ?? '-'],
    ...REBATE_CATEGORIES.map((category): [string, string] => [
      t(`downlines.categories.${category}`),
      `${member.rebateRates[category]}%`,
    ]),
  ];
  return (
    <Dialog title={t('downlines.team.details', { username: member.username })} onClose={onClose}>
      <dl className="downlines__credentials">
        {rows.map(([label, value]) => (
          <div key={label} className="downlines__pair">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}

/** The agent's own remark on a downline. */
export function RemarkDialog({ member, onClose }: MemberDialogProps) {
  const { t } = useTranslation();
  const save = useSetRemark();
  const [remark, setRemark] = useState(member.remark ?? '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ memberId: member.id, remark }, { onSuccess: onClose });
  };
  return (
    <Dialog
      title={t('downlines.team.remarkTitle', { username: member.username })}
      onClose={onClose}
      size="sm"
    >
      <form className="downlines__form" onSubmit={onSubmit}>
        <TextField
          label={t('downlines.team.remarkField')}
          value={remark}
          maxLength={100}
          error={save.error ? problemOf(save.error, t('errors.unexpected')) : undefined}
          onChange={(event) => setRemark(event.target.value)}
        />
        <Button type="submit" isBusy={save.isPending}>
          {t('downlines.team.save')}
        </Button>
      </form>
    </Dialog>
  );
}

/** A message to the downline's inbox. */
export function MessageDialog({ member, onClose }: MemberDialogProps) {
  const { t } = useTranslation();
  const send = useSendMessage();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ memberId: member.id, title, content }, { onSuccess: onClose });
  };
  const fields = send.error instanceof ApiError ? send.error.fieldErrors : {};
  return (
    <Dialog title={t('downlines.team.messageTitle', { username: member.username })} onClose={onClose}>
      <form className="downlines__form" onSubmit={onSubmit}>
        <TextField
          label={t('downlines.team.messageSubject')}
          value={title}
          maxLength={100}
          isRequired
          error={fields.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextAreaField
          label={t('downlines.team.messageContent')}
          value={content}
          maxLength={2000}
          isRequired
          error={fields.content}
          onChange={(event) => setContent(event.target.value)}
        />
        {send.error && Object.keys(fields).length === 0 && (
          <p className="field__error" role="alert">
            {problemOf(send.error, t('errors.unexpected'))}
          </p>
        )}
        <Button type="submit" isBusy={send.isPending}>
          {t('downlines.team.send')}
        </Button>
      </form>
    </Dialog>
  );
}

/** Makes a direct player an agent (where the operator's agent policy allows). */
export function SetAgentDialog({ member, onClose }: MemberDialogProps) {
  const { t } = useTranslation();
  const setAgent = useSetAgent();
  return (
    <ConfirmDialog
      title={t('downlines.team.setAgentTitle', { username: member.username })}
      confirmLabel={t('downlines.team.actions.setAgent')}
      isBusy={setAgent.isPending}
      onCancel={onClose}
      onConfirm={() => setAgent.mutate(member.id, { onSuccess: onClose })}
      alert={
        setAgent.error ? (
          <p className="field__error" role="alert">
            {problemOf(setAgent.error, t('errors.unexpected'))}
          </p>
        ) : undefined
      }
    >
      {t('downlines.team.setAgentBody')}
    </ConfirmDialog>
  );
}
