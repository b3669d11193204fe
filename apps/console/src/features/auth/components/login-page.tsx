import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { staffLoginRequestSchema, type StaffLoginStep, type StaffProfile } from '@platform/contract';
import { meQueryOptions } from '../../../shared/api/get-me.ts';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { startSession, useSessionEndReason } from '../../../shared/lib/session.ts';
import { Button } from '@platform/ui/button.tsx';
import { TextField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { CaptchaField } from '@platform/ui/captcha-field.tsx';
import { answerCaptcha } from '@platform/ui/captcha-work.ts';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { useCaptcha } from '../api/get-captcha.ts';
import { useLogin } from '../api/login.ts';
import { AuthCard } from './auth-card.tsx';
import { TotpStep } from './totp-step.tsx';

/** After a failed sign-in the gateway asks for the captcha (`value.captcha`) on the next attempts. */
const asksForCaptcha = (error: unknown) =>
  error instanceof ApiError &&
  typeof error.value === 'object' &&
  error.value !== null &&
  (error.value as { captcha?: unknown }).captcha === true;

function PasswordStep({ onStep }: { onStep: (step: StaffLoginStep) => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const [isCaptchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha({ enabled: isCaptchaShown });
  const form = useForm({
    resolver: useContractResolver(staffLoginRequestSchema),
    defaultValues: { username: '', password: '', captcha: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const shownCaptcha = isCaptchaShown ? captcha.data : undefined;
    try {
      const answer = shownCaptcha ? await answerCaptcha(shownCaptcha, values.captcha ?? '') : {};
      onStep(await login.mutateAsync({ username: values.username, password: values.password, ...answer }));
    } catch (error) {
      form.resetField('password');
      form.resetField('captcha');
      // Each captcha answers once: a shown one is replaced after every failed attempt.
      if (isCaptchaShown) void captcha.refetch();
      else if (asksForCaptcha(error)) setCaptchaShown(true);
      applyServerErrors(form, error, t, (key) =>
        key === 'username' || key === 'password' || key === 'captcha' ? key : undefined,
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
      {isCaptchaShown && (
        <CaptchaField
          image={captcha.data?.image}
          isFailed={captcha.isError}
          isRefreshing={captcha.isFetching}
          onRefresh={() => void captcha.refetch()}
          texts={{
            label: t('auth.captcha'),
            image: t('auth.captchaImage'),
            refresh: t('auth.refreshCaptcha'),
            failed: t('auth.captchaFailed'),
            loading: t('common.loading'),
          }}
          error={errors.captcha?.message}
          isRequired
          {...form.register('captcha')}
        />
      )}
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
