import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '../../../shared/api/get-me.ts';
import { setPasswordChangeRequired, useSession } from '../../../shared/lib/session.ts';
import { Button } from '@platform/ui/button.tsx';
import { Notice } from '@platform/ui/notice.tsx';
import { useLogout } from '../api/logout.ts';
import { AuthCard } from './auth-card.tsx';
import { PasswordChangeForm } from './password-change-form.tsx';

/** An assigned password (a new account, a reset) is changed before anything else. */
export function PasswordChangeScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  const logout = useLogout();
  return (
    <AuthCard title={t('account.mustChangeTitle')}>
      <Notice tone="info">{t('account.mustChangeIntro')}</Notice>
      <PasswordChangeForm
        onChanged={() => {
          setPasswordChangeRequired(false);
          queryClient.setQueryData(meQueryOptions(token).queryKey, (me) =>
            me === undefined ? me : { ...me, mustChangePassword: false },
          );
        }}
      />
      <Button variant="ghost" isBlock isBusy={logout.isPending} onClick={() => logout.mutate()}>
        {t('nav.signOut')}
      </Button>
    </AuthCard>
  );
}
