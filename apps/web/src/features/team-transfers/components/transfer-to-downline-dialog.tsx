import { useTranslation } from 'react-i18next';
import { TEAM_TRANSFER_DIRECTION } from '@platform/contract';
import { Dialog } from '@platform/ui/dialog.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { useTeamTransferConfig, useTransferToDownline } from '../api/team-transfers.ts';
import { TeamTransferForm } from './team-transfer-form.tsx';

interface TransferToDownlineDialogProps {
  downline: { id: number; username: string };
  onDone: () => void;
}

/**
 * Team management's "transfer to this downline": the agent pays a direct downline (or takes money
 * back when the operator allows it), with its payment password, within the operator's limits.
 */
export function TransferToDownlineDialog({ downline, onDone }: TransferToDownlineDialogProps) {
  const { t } = useTranslation();
  const config = useTeamTransferConfig();
  const transfer = useTransferToDownline();
  const title = t('teamTransfers.toDownlineTitle', { username: downline.username });

  let body;
  if (config.data === undefined) {
    body = (
      <PageStatus
        error={config.error}
        message={t('errors.loadFailed')}
        onRetry={() => void config.refetch()}
      />
    );
  } else if (!config.data.toDownline) {
    body = <p className="team-transfer__off">{t('teamTransfers.toDownlineOff')}</p>;
  } else {
    body = (
      <TeamTransferForm
        config={config.data}
        counterparty={downline.username}
        canTakeBack={config.data.fromDownline}
        send={({ way, ...input }) =>
          transfer.mutateAsync({
            ...input,
            downlineId: downline.id,
            direction:
              way === 'TAKE_BACK'
                ? TEAM_TRANSFER_DIRECTION.FROM_DOWNLINE
                : TEAM_TRANSFER_DIRECTION.TO_DOWNLINE,
          })
        }
      />
    );
  }
  return (
    <Dialog title={title} onClose={onDone} size="sm">
      {body}
    </Dialog>
  );
}
