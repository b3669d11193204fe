import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { defaultPasswordRequestSchema, type DefaultPasswordState } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { TextField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useCan } from '../../../shared/api/get-me.ts';
import { applyServerErrors, errorText, useContractResolver } from '../../../shared/lib/form.ts';
import { Section } from '../../../shared/ui/section.tsx';
import { useChangeDefaultPassword } from '../api/default-password.ts';

/**
 * The operator's default password (spec sections 4 and 9): six digits staff hand out; a member who
 * logs in with it must choose another first. The console never reads it back, only whether it is set.
 */
export function DefaultPasswordSection({ state }: { state: DefaultPasswordState }) {
  const { t } = useTranslation();
  const canWrite = useCan('settings.write');
  const change = useChangeDefaultPassword();
  const [isClearing, setClearing] = useState(false);
  const [saved, setSaved] = useState<'set' | 'cleared' | null>(null);
  const form = useForm({
    resolver: useContractResolver(defaultPasswordRequestSchema),
    defaultValues: { password: '' },
    disabled: !canWrite,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setSaved(null);
    try {
      await change.mutateAsync(password);
      form.reset({ password: '' });
      setSaved('set');
    } catch (error) {
      applyServerErrors(form, error, t, (key) => (key === 'password' ? 'password' : undefined));
    }
  });

  return (
    <Section
      title={t('settings.profile.defaultPassword.title')}
      description={t('settings.profile.defaultPassword.description')}
    >
      <p className="muted" data-testid="default-password-state">
        {state.isSet && state.updatedAt !== null
          ? t('settings.profile.defaultPassword.setAt', { time: state.updatedAt })
          : t('settings.profile.defaultPassword.notSet')}
      </p>
      {saved !== null && (
        <Notice tone="success">
          {t(
            saved === 'set'
              ? 'settings.profile.defaultPassword.saved'
              : 'settings.profile.defaultPassword.cleared',
          )}
        </Notice>
      )}
      {canWrite && (
        <form className="default-password" noValidate onSubmit={onSubmit}>
          <FormAlert message={errors.root?.server?.message} />
          <TextField
            label={t('settings.profile.defaultPassword.field')}
            hint={t('settings.profile.defaultPassword.hint')}
            error={errors.password?.message}
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            className="field--number"
            {...form.register('password')}
          />
          <div className="default-password__actions">
            <Button type="submit" isBusy={form.formState.isSubmitting}>
              {t(
                state.isSet
                  ? 'settings.profile.defaultPassword.replace'
                  : 'settings.profile.defaultPassword.set',
              )}
            </Button>
            {state.isSet && (
              <Button variant="secondary" onClick={() => setClearing(true)}>
                {t('settings.profile.defaultPassword.clear')}
              </Button>
            )}
          </div>
        </form>
      )}
      {isClearing && (
        <ConfirmDialog
          title={t('settings.profile.defaultPassword.clearTitle')}
          confirmLabel={t('settings.profile.defaultPassword.clear')}
          variant="danger"
          isBusy={change.isPending}
          alert={change.isError ? <FormAlert message={errorText(change.error, t)} /> : undefined}
          onCancel={() => {
            change.reset();
            setClearing(false);
          }}
          onConfirm={() => {
            setSaved(null);
            void change.mutateAsync(null).then(
              () => {
                setClearing(false);
                setSaved('cleared');
              },
              () => undefined,
            );
          }}
        >
          {t('settings.profile.defaultPassword.clearMessage')}
        </ConfirmDialog>
      )}
    </Section>
  );
}
