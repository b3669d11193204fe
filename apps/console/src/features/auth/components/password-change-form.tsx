import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staffPasswordChangeSchema } from '@platform/contract';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { TextField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useChangePassword } from '../api/change-password.ts';

const FIELDS = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;
type Field = (typeof FIELDS)[number];
const isField = (key: string): key is Field => (FIELDS as readonly string[]).includes(key);

interface PasswordChangeFormProps {
  onChanged?: () => void;
  /** Shown after a change, when the form stays on the page. */
  isSuccessShown?: boolean;
}

/** Current password, a new one (10+ characters with a letter and a digit) and its confirmation. */
export function PasswordChangeForm({ onChanged, isSuccessShown = false }: PasswordChangeFormProps) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm({
    resolver: useContractResolver(staffPasswordChangeSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [isChanged, setChanged] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    setChanged(false);
    try {
      await change.mutateAsync(values);
      form.reset();
      setChanged(true);
      onChanged?.();
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'password_incorrect') {
        form.setError('oldPassword', { type: 'server', message: error.message });
        return;
      }
      applyServerErrors(form, error, t, (key) => (isField(key) ? key : undefined));
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={errors.root?.server?.message} />
      {isSuccessShown && isChanged && <Notice tone="success">{t('account.passwordChanged')}</Notice>}
      <TextField
        label={t('account.oldPassword')}
        type="password"
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        isRequired
        {...form.register('oldPassword')}
      />
      <TextField
        label={t('account.newPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        hint={t('account.passwordRule')}
        isRequired
        {...form.register('newPassword')}
      />
      <TextField
        label={t('account.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmNewPassword?.message}
        isRequired
        {...form.register('confirmNewPassword')}
      />
      <div className="form__actions">
        <Button type="submit" isBusy={isSubmitting}>
          {t('account.changePassword')}
        </Button>
      </div>
    </form>
  );
}
