import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowUpIcon } from '@platform/ui/icons.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { MEMBER_PAGES, paths } from '../../shared/config/paths.ts';
import {
  useTeamTransferConfig,
  useTransferToUpline,
} from '../../features/team-transfers/api/team-transfers.ts';
import { TeamTransferForm } from '../../features/team-transfers/components/team-transfer-form.tsx';

/** `/member/transferUpline` (spec: transferUpline): the member pays its upline, when the operator allows it. */
export function TransferUplineRoute() {
  const { t } = useTranslation();
  const config = useTeamTransferConfig();
  const transfer = useTransferToUpline();

  let body;
  if (config.data === undefined) {
    body = (
      <PageStatus
        error={config.error}
        message={t('errors.loadFailed')}
        onRetry={() => void config.refetch()}
      />
    );
  } else if (!config.data.toUpline || config.data.uplineUsername === null) {
    body = <p className="team-transfer__off">{t('teamTransfers.upline.off')}</p>;
  } else {
    body = (
      <TeamTransferForm
        config={config.data}
        counterparty={config.data.uplineUsername}
        send={({ requestId, amount, paymentPassword }) =>
          transfer.mutateAsync({ requestId, amount, paymentPassword })
        }
      />
    );
  }

  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('teamTransfers.upline.title')}</h1>
        <p className="page__subtitle">{t('teamTransfers.upline.lead')}</p>
      </header>
      <section className="card team-transfer__card" aria-labelledby="transfer-upline-title">
        <h2 className="card__title" id="transfer-upline-title">
          <ArrowUpIcon />
          {t('teamTransfers.upline.formTitle')}
        </h2>
        {body}
        <p className="team-transfer__muted">
          {t('teamTransfers.upline.history')}{' '}
          <Link
            className="team-transfer__link"
            to={`${paths.member.getHref(MEMBER_PAGES.transactionHistory)}?type=TEAM_TRANSFER`}
          >
            {t('teamTransfers.upline.historyLink')}
          </Link>
        </p>
      </section>
    </div>
  );
}
