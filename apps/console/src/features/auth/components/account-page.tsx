import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { staffReenrolRequestSchema, type StaffLoginStep, type StaffProfile } from '@platform/contract';
import { meQueryOptions, useCurrentStaff } from '../../../shared/api/get-me.ts';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { roleLabel } from '../../../shared/lib/labels.ts';
import { startSession } from '../../../shared/lib/session.ts';
import { Badge } from '@platform/ui/badge.tsx';
import { Button } from '@platform/ui/button.tsx';
import { TextField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { logout, useLogout } from '../api/logout.ts';
import { useStartReenrol } from '../api/start-reenrol.ts';
import { PasswordChangeForm } from './password-change-form.tsx';
import { TotpStep } from './totp-step.tsx';

function ReenrolPasswordForm({ onStep }: { onStep: (step: StaffLoginStep) => void }) {
  const { t } = useTranslation();
  const start = useStartReenrol();
  const form = useForm({
    resolver: useContractResolver(staffReenrolRequestSchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onStep(await start.mutateAsync(values));
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'password_incorrect') {
        form.setError('password', { type: 'server', message: error.message });
        return;
      }
      applyServerErrors(form, error, t, (key) => (key === 'password' ? key : undefined));
    }
  });

  return (
    <form className="form form--narrow" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label={t('account.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        isRequired
        {...form.register('password')}
      />
      <div className="form__actions">
        <Button type="submit" variant="secondary" isBusy={isSubmitting}>
          {t('account.startReenrol')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Re-enrolment: the password, then the new key confirmed with a code. The confirmation opens a
 * new session, so the old one is ended and the tab carries on with the new token.
 */
function ReenrolSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<StaffLoginStep | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; message: string }>();

  const adoptSession = async ({ token, staff }: { token: string; staff: StaffProfile }) => {
    await logout().catch(() => undefined);
    queryClient.setQueryData(meQueryOptions(token).queryKey, staff);
    startSession(token, { mustChangePassword: staff.mustChangePassword });
    setStep(null);
    setOutcome({ tone: 'success', message: t('account.reenrolDone') });
  };

  return (
    <Section title={t('account.totpTitle')} description={t('account.totpDescription')}>
      {outcome !== undefined && <Notice tone={outcome.tone}>{outcome.message}</Notice>}
      {step === null ? (
        <ReenrolPasswordForm
          onStep={(next) => {
            setOutcome(undefined);
            setStep(next);
          }}
        />
      ) : (
        <div className="form form--narrow">
          <TotpStep
            step={step}
            submitLabel={t('account.confirmReenrol')}
            onVerified={adoptSession}
            onExpired={(message) => {
              setStep(null);
              setOutcome({ tone: 'danger', message });
            }}
          />
          <Button variant="ghost" onClick={() => setStep(null)}>
            {t('common.cancel')}
          </Button>
        </div>
      )}
    </Section>
  );
}

/** My account: who I am, my password, my authenticator, signing out. */
export function AccountPage() {
  const { t } = useTranslation();
  const staff = useCurrentStaff();
  const signOut = useLogout();
  return (
    <>
      <PageHeader title={t('account.title')} description={t('account.description')} />
      <div className="grid grid--two">
        <Section title={t('account.profileTitle')}>
          <dl className="details">
            <div className="details__row">
              <dt>{t('account.username')}</dt>
              <dd>{staff.username}</dd>
            </div>
            <div className="details__row">
              <dt>{t('account.role')}</dt>
              <dd>
                <Badge tone="accent">{roleLabel(t, staff.role)}</Badge>
              </dd>
            </div>
            <div className="details__row">
              <dt>{t('account.permissions')}</dt>
              <dd className="chips">
                {staff.permissions.length === 0
                  ? t('account.noPermissions')
                  : staff.permissions.map((permission) => (
                      <code key={permission} className="chip">
                        {permission}
                      </code>
                    ))}
              </dd>
            </div>
          </dl>
          <div className="form__actions">
            <Button variant="danger" isBusy={signOut.isPending} onClick={() => signOut.mutate()}>
              {t('nav.signOut')}
            </Button>
          </div>
        </Section>
        <Section title={t('account.passwordTitle')}>
          <PasswordChangeForm isSuccessShown />
        </Section>
      </div>
      <ReenrolSection />
    </>
  );
}
