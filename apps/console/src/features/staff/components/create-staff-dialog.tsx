import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, staffCreateSchema } from '@platform/contract';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { roleLabel } from '../../../shared/lib/labels.ts';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useCreateStaff } from '../api/create-staff.ts';

const FIELDS = ['username', 'password', 'role'] as const;
const isField = (key: string): key is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(key);

interface CreateStaffDialogProps {
  onClose: () => void;
  onCreated: (username: string) => void;
}

/** A new staff account with an initial password, which they must change at first sign-in. */
export function CreateStaffDialog({ onClose, onCreated }: CreateStaffDialogProps) {
  const { t } = useTranslation();
  const create = useCreateStaff();
  const form = useForm({
    resolver: useContractResolver(staffCreateSchema),
    defaultValues: { username: '', password: '', role: 'SUPPORT' as const },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(values);
      onCreated(created.username);
    } catch (error) {
      applyServerErrors(form, error, t, (key) => (isField(key) ? key : undefined));
    }
  });

  return (
    <Dialog title={t('staff.createTitle')} onClose={onClose} isDismissible={!isSubmitting}>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={errors.root?.server?.message} />
        <Notice tone="info">{t('staff.createNote')}</Notice>
        <TextField
          label={t('staff.username')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          error={errors.username?.message}
          hint={t('staff.usernameRule')}
          isRequired
          {...form.register('username')}
        />
        <TextField
          label={t('staff.initialPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          hint={t('account.passwordRule')}
          isRequired
          {...form.register('password')}
        />
        <SelectField
          label={t('staff.role')}
          error={errors.role?.message}
          options={STAFF_ROLES.map((role) => ({ value: role, label: roleLabel(t, role) }))}
          {...form.register('role')}
        />
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isBusy={isSubmitting}>
            {t('staff.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
