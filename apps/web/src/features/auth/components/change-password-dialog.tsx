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
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useChangePassword } from '../api/change-password.ts';

interface ChangePasswordDialogProps {
  /** The restricted session the login answered; it can do nothing but change the password. */
  token: string;
  /** The password just typed at login: the old password is known, so it is not asked again (spec section 5). */
  currentPassword: string;
  /** After the change: log in again with the new password (its own failures end on the login form). */
  onChanged: (newPassword: string) => Promise<void>;
  onClose: () => void;
}

/**
 * The change-password modal a login opens when the password is the flagged default or has expired
 * (spec sections 2 and 4). The new password follows the operator's password rule.
 */
export function ChangePasswordDialog({
  token,
  currentPassword,
  onChanged,
  onClose,
}: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const config = useSiteConfig();
  const rule = config.register.password;
  const changePassword = useChangePassword();
  const schema = useMemo(
    () => passwordChangeRequestSchema.pipe(buildPasswordChangeRules(config.register, language)),
    [config.register, language],
  );
  const form = useForm<PasswordChangeRequest>({
    resolver: useContractResolver(schema),
    defaultValues: { oldPassword: currentPassword, newPassword: '', confirmNewPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await changePassword.mutateAsync({ publicKey: config.encryptionPublicKey, token, payload: values });
    } catch (error) {
      applyServerErrors(form, error, t, ['newPassword', 'confirmNewPassword']);
      return;
    }
    await onChanged(values.newPassword);
  });

  return (
    <Dialog closesOnBackdrop title={t('account.changePassword.title')} onClose={onClose}>
      <p className="dialog__message">{t('account.changePassword.intro')}</p>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={errors.root?.server?.message ?? errors.oldPassword?.message} />
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
          {t('account.changePassword.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
