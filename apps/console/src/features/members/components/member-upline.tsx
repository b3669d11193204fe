import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { memberUplineSchema } from '@platform/contract';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { TextField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { useMoveMemberUpline } from '../api/move-member-upline.ts';
import type { MemberDetail } from './member-types.ts';

/** The member's upline, and moving the member with its whole team under another agent (`members.write`). */
export function MemberUpline({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const move = useMoveMemberUpline();
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const form = useForm({ resolver: useContractResolver(memberUplineSchema), defaultValues: { upline: '' } });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async ({ upline }) => {
    setMovedTo(null);
    try {
      await move.mutateAsync({ id: member.id, upline });
      form.reset({ upline: '' });
      setMovedTo(upline);
    } catch (error) {
      applyServerErrors(form, error, t, (key) => (key === 'upline' ? key : undefined));
    }
  });

  return (
    <Section title={t('members.uplineTitle')}>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={errors.root?.server?.message} />
        {movedTo !== null && <Notice tone="success">{t('members.uplineMoved', { account: movedTo })}</Notice>}
        <p className="muted">
          {t('members.upline')}: {member.parentAccount ?? t('members.noUpline')}
        </p>
        <TextField
          label={t('members.newUpline')}
          autoComplete="off"
          maxLength={64}
          error={errors.upline?.message}
          hint={t('members.uplineHint')}
          {...form.register('upline')}
        />
        <div className="form__actions">
          <Button type="submit" variant="secondary" isBusy={isSubmitting} disabled={!isDirty}>
            {t('members.moveUpline')}
          </Button>
        </div>
      </form>
    </Section>
  );
}
