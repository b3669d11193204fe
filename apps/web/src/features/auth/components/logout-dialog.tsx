import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { endSession } from '../../../shared/lib/session.ts';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { useLogout } from '../api/logout.ts';

interface LogoutDialogProps {
  onCancel: () => void;
}

/** Sign-out asks first (`in_sure_logout`), then ends the session and reloads at home (spec section 4). */
export function LogoutDialog({ onCancel }: LogoutDialogProps) {
  const { t } = useTranslation();
  const logout = useLogout();

  const confirm = () => {
    // The local session ends even when the gateway has already forgotten the token.
    logout.mutate(undefined, {
      onSettled: () => {
        endSession();
        window.location.assign(paths.home.getHref());
      },
    });
  };

  return (
    <ConfirmDialog
      title={t('auth.logoutTitle')}
      confirmLabel={t('common.confirm')}
      onCancel={onCancel}
      onConfirm={confirm}
      isBusy={logout.isPending}
    >
      {t('auth.logoutConfirm')}
    </ConfirmDialog>
  );
}
