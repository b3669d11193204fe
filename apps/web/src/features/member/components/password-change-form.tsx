import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  buildPasswordChangeRules,
  passwordChangeRequestSchema,
  patternMessage,
  type PasswordChangeRequest,
} from '@platform/contract';
import { TextField } from '@platform/ui/field.tsx';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { clearSession } from '../../../shared/lib/session.ts';
import { showToast } from '../../../shared/lib/toast.ts';
import { Button } from '@platform/ui/button.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useChangePassword } from '../api/change-password.ts';

const FORM_FIELDS = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;

/**
 * Changes the login password (spec section 3: old, new, confirmation; the operator's password
 * rule). The gateway then ends every session, this one too: the member is told and logs in again.
 */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { register: registerConfig, encryptionPublicKey } = useSiteConfig();
  const rule = registerConfig.password;
  const change = useChangePassword();
  const schema = useMemo(
    () => passwordChangeRequestSchema.pipe(buildPasswordChangeRules(registerConfig, language)),
    [registerConfig, language],
  );
  const form = useForm<PasswordChangeRequest>({
    resolver: useContractResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync({ publicKey: encryptionPublicKey, payload: values });
    } catch (error) {
      applyServerErrors(form, error, t, FORM_FIELDS);
      return;
    }
    showToast(t('securityCentre.password.changed'), 'success');
    // The token is dead now; the member centre's guard opens the login popup and returns here.
    clearSession();
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label={t('securityCentre.password.old')}
        type="password"
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        isRequired
        {...form.register('oldPassword')}
      />
      <TextField
        label={t('securityCentre.password.new')}
        type="password"
        autoComplete="new-password"
        hint={patternMessage(rule.patternId, rule.minLength, rule.maxLength, language)}
        error={errors.newPassword?.message}
        isRequired
        {...form.register('newPassword')}
      />
      <TextField
        label={t('securityCentre.password.confirm')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmNewPassword?.message}
        isRequired
        {...form.register('confirmNewPassword')}
      />
      <Button type="submit" isBusy={isSubmitting}>
        {t('securityCentre.password.submit')}
      </Button>
    </form>
  );
}
