import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@platform/contract';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { useLanguage } from '../../../i18n/index.ts';

/**
 * A trial account on a real account's page: the gateway's own words (`in_need_true_account`),
 * then home. Loaded when it is needed: the error catalogue stays out of the first page.
 */
export function TrialRefusal() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      title={t('errors.trialTitle')}
      confirmLabel={t('common.confirm')}
      onConfirm={() => void navigate(paths.home.getHref(), { replace: true })}
    >
      {errorMessage('in_need_true_account', language)}
    </ConfirmDialog>
  );
}
