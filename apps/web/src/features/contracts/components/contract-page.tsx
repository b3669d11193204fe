import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@platform/contract';
import { cx } from '@platform/ui/cx.ts';
import { ContractManagement } from './contract-management.tsx';
import { DividendEstimate } from './dividend-estimate.tsx';
import { MyContracts } from './my-contracts.tsx';
import { SettlementRecord } from './settlement-record.tsx';
import './contracts.css';

const TABS = ['mine', 'manage', 'record'] as const;
type Tab = (typeof TABS)[number];

/**
 * A contract kind's page of the agent centre (spec: agentDividendRecordCopy2, agentDailyWages2,
 * agentHourSalary, agentRealtimeSalary): my contract, contract management of the direct
 * downlines, and the record (the dividend's with its current estimate first).
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useState<Tab>(kind === 'DIVIDEND' ? 'record' : 'mine');
  return (
    <div className={cx('page contracts', `contracts--${kind.toLowerCase().replace('_', '-')}`)}>
      <header className="page__header contracts__hero">
        <h1 className="page__title">{t(`contracts.pages.${kind}.title`)}</h1>
        <p className="page__subtitle">{t(`contracts.pages.${kind}.lead`)}</p>
      </header>
      <div className="tabs contracts__tabs" role="tablist" aria-label={t('contracts.tabs.label')}>
        {TABS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`${id}-${value}`}
            aria-controls={`${id}-panel`}
            aria-selected={tab === value}
            className={cx('tabs__tab', tab === value && 'tabs__tab--active')}
            onClick={() => setTab(value)}
          >
            {t(`contracts.tabs.${value}`)}
          </button>
        ))}
      </div>
      <div className="contracts__panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'mine' && <MyContracts kind={kind} />}
        {tab === 'manage' && <ContractManagement kind={kind} />}
        {tab === 'record' && (
          <>
            {kind === 'DIVIDEND' && <DividendEstimate />}
            <SettlementRecord kind={kind} />
          </>
        )}
      </div>
    </div>
  );
}
