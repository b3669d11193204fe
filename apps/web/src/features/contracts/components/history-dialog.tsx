import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { useContractHistory } from '../api/contracts.ts';
import { RateTable } from './rate-table.tsx';

/** A contract's history: each offer, answer, change and end, who did it and when, with the terms it carried. */
export function HistoryDialog({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  const { t } = useTranslation();
  const history = useContractHistory(contract.id);
  const [opened, setOpened] = useState<number | null>(null);
  const list = history.data?.list;
  return (
    <Dialog title={t('contracts.history.title')} size="lg" onClose={onClose} closesOnBackdrop>
      {list === undefined ? (
        <PageStatus
          error={history.error}
          message={t('errors.loadFailed')}
          onRetry={() => void history.refetch()}
        />
      ) : list.length === 0 ? (
        <p className="contract-history__empty">{t('contracts.history.empty')}</p>
      ) : (
        <ol className="contract-history">
          {list.map((entry) => (
            <Fragment key={entry.id}>
              <li className="contract-history__entry">
                <span className="contract-history__dot" aria-hidden="true" />
                <div className="contract-history__body">
                  <strong>{t(`contracts.events.${entry.event}`)}</strong>
                  <span className="contract-history__meta">
                    {entry.at} ·{' '}
                    {t(entry.by === null ? 'contracts.sides.platform' : `contracts.sides.${entry.by}`)}
                  </span>
                  {entry.terms !== null && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-expanded={opened === entry.id}
                      onClick={() => setOpened(opened === entry.id ? null : entry.id)}
                    >
                      {t('contracts.history.showTerms')}
                    </Button>
                  )}
                  {opened === entry.id && entry.terms !== null && <RateTable terms={entry.terms} />}
                </div>
              </li>
            </Fragment>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
