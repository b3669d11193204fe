import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { staffLoginRequestSchema, type StaffLoginStep, type StaffProfile } from '@platform/contract';
import { meQueryOptions } from '../../../shared/api/get-me.ts';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { startSession, useSessionEndReason } from '../../../shared/lib/session.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '../../../shared/ui/form-alert.tsx';
import { useLogin } from '../api/login.ts';
import { AuthCard } from './auth-card.tsx';
import { TotpStep } from './totp-step.tsx';

function PasswordStep({ onStep }: { onStep: (step: StaffLoginStep) => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useForm({
    resolver: useContractResolver(staffLoginRequestSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onStep(await login.mutateAsync(values));
    } catch (error) {
      form.resetField('password');
      applyServerErrors(form, error, t, (key) =>
        key === 'username' || key === 'password' ? key : undefined,
      );
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label={t('auth.username')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        error={errors.username?.message}
        isRequired
        {...form.register('username')}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        isRequired
        {...form.register('password')}
      />
      <Button type="submit" isBlock isBusy={isSubmitting}>
        {t('auth.next')}
      </Button>
    </form>
  );
}

/** Staff sign-in: password, then the authenticator code (enrolling the authenticator the first time). */
export function LoginPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const endReason = useSessionEndReason();
  const [step, setStep] = useState<StaffLoginStep | null>(null);
  const [restartMessage, setRestartMessage] = useState<string>();

  const openSession = ({ token, staff }: { token: string; staff: StaffProfile }) => {
    queryClient.setQueryData(meQueryOptions(token).queryKey, staff);
    startSession(token, { mustChangePassword: staff.mustChangePassword });
  };

  const title =
    step === null ? t('auth.title') : step.stage === 'ENROL' ? t('auth.enrolTitle') : t('auth.verifyTitle');

  return (
    <AuthCard title={title}>
      {step === null && endReason === 'expired' && <Notice tone="info">{t('auth.sessionExpired')}</Notice>}
      {step === null && endReason === 'signedOut' && <Notice tone="success">{t('auth.signedOut')}</Notice>}
      <FormAlert message={restartMessage} />
      {step === null ? (
        <PasswordStep
          onStep={(next) => {
            setRestartMessage(undefined);
            setStep(next);
          }}
        />
      ) : (
        <>
          <TotpStep
            step={step}
            submitLabel={t('auth.signIn')}
            onVerified={openSession}
            onExpired={(message) => {
              setRestartMessage(message);
              setStep(null);
            }}
          />
          <Button variant="ghost" isBlock onClick={() => setStep(null)}>
            {t('auth.startOver')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
