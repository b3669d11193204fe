import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import {
  buildPasswordChangeRules,
  patternMessage,
  resetPasswordRequestSchema,
  type ResetPasswordRequest,
} from '@platform/contract';
import { TextField } from '@platform/ui/field.tsx';
import { WarningIcon } from '@platform/ui/icons.tsx';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { paths } from '../../../shared/config/paths.ts';
import { openAuthModal } from '../../../shared/lib/auth-modal.ts';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { Button } from '@platform/ui/button.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useResetPassword } from '../api/reset-password.ts';
import '../auth.css';

type Outcome = 'done' | 'invalid' | null;

/** The link is dead (used, expired or never issued): say so plainly and offer a new one. */
function InvalidLink() {
  const { t } = useTranslation();
  return (
    <div className="form">
      <Notice tone="danger" icon={<WarningIcon />}>
        {t('account.reset.invalid')}
      </Notice>
      <Button isBlock onClick={() => openAuthModal('forgotPassword')}>
        {t('account.reset.requestNew')}
      </Button>
    </div>
  );
}

/**
 * The page the emailed link opens (`/resetPassword?token=...`): a new password by the operator's
 * rule and its confirmation; afterwards the login popup opens.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const config = useSiteConfig();
  const rule = config.register.password;
  const reset = useResetPassword();
  const session = useSession();
  const [outcome, setOutcome] = useState<Outcome>(token === '' ? 'invalid' : null);
  const schema = useMemo(
    () =>
      resetPasswordRequestSchema.superRefine((values, ctx) => {
        const checked = buildPasswordChangeRules(config.register, language).safeParse({
          oldPassword: '',
          ...values,
        });
        for (const issue of checked.success ? [] : checked.error.issues) {
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        }
      }),
    [config.register, language],
  );
  const form = useForm<ResetPasswordRequest>({
    resolver: useContractResolver(schema),
    defaultValues: { token, newPassword: '', confirmNewPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ publicKey: config.encryptionPublicKey, payload: values });
    } catch (error) {
      const failure = applyServerErrors(form, error, t, ['newPassword', 'confirmNewPassword']);
      if (failure?.errorCode === 'reset_link_invalid') setOutcome('invalid');
      return;
    }
    setOutcome('done');
    openAuthModal('login');
  });

  if (outcome === 'invalid') return <InvalidLink />;
  if (outcome === 'done') {
    // Logged in with the new password from the popup: on to the home page.
    if (session !== null) return <Navigate to={paths.home.getHref()} replace />;
    return (
      <div className="form">
        <Notice tone="success">{t('account.reset.done')}</Notice>
        <Button isBlock onClick={() => openAuthModal('login')}>
          {t('auth.login')}
        </Button>
      </div>
    );
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={errors.root?.server?.message ?? errors.token?.message} />
      <TextField
        label={t('account.fields.newPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={rule.maxLength}
        hint={patternMessage(rule.patternId, rule.minLength, rule.maxLength, language)}
        error={errors.newPassword?.message}
        isRequired
        {...form.register('newPassword')}
      />
      <TextField
        label={t('account.fields.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={rule.maxLength}
        error={errors.confirmNewPassword?.message}
        isRequired
        {...form.register('confirmNewPassword')}
      />
      <Button type="submit" size="lg" isBlock isBusy={isSubmitting}>
        {t('account.reset.submit')}
      </Button>
    </form>
  );
}
