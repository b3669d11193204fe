import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract } from '@platform/contract';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { errorText } from '../../../shared/lib/api-client.ts';
import { showToast } from '../../../shared/lib/toast.ts';
import { useTerminateContract } from '../api/contracts.ts';

/** Asks to end a signed contract (the other side answers), or withdraws an offer still pending (at once). */
export function TerminateDialog({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  const { t } = useTranslation();
  const terminate = useTerminateContract();
  const [failure, setFailure] = useState<string | undefined>();
  const isWithdrawal = contract.status === 'PENDING';
  const onConfirm = async () => {
    try {
      await terminate.mutateAsync(contract.id);
      showToast(t(isWithdrawal ? 'contracts.terminate.withdrawn' : 'contracts.terminate.asked'), 'success');
      onClose();
    } catch (error) {
      setFailure(errorText(error, t));
    }
  };
  return (
    <ConfirmDialog
      title={t(isWithdrawal ? 'contracts.terminate.withdrawTitle' : 'contracts.terminate.title')}
      confirmLabel={t(isWithdrawal ? 'contracts.terminate.confirmWithdraw' : 'contracts.terminate.confirm')}
      variant="danger"
      isBusy={terminate.isPending}
      alert={<FormAlert message={failure} />}
      onCancel={onClose}
      onConfirm={() => void onConfirm()}
    >
      {t(isWithdrawal ? 'contracts.terminate.withdrawBody' : 'contracts.terminate.body')}
    </ConfirmDialog>
  );
}
