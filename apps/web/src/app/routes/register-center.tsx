import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { useAgentRebate } from '../../features/downlines/api/downlines.ts';
import { CreateDownlineForm } from '../../features/downlines/components/create-downline-form.tsx';
import { LinkForm } from '../../features/downlines/components/link-form.tsx';
import { LinkList } from '../../features/downlines/components/link-list.tsx';
import { PageTabs } from '../../features/downlines/components/page-tabs.tsx';
import '../../features/downlines/components/downlines.css';

type Tab = 'create' | 'link' | 'links';

/** `/agentHome/registerCenter` (spec: registerCenter): direct creation, link registration, link management. */
export function RegisterCenterRoute() {
  const { t } = useTranslation();
  const rebate = useAgentRebate();
  const [tab, setTab] = useState<Tab>('create');
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('downlines.register.title')}</h1>
        <p className="page__subtitle">{t('downlines.register.lead')}</p>
      </header>
      <PageTabs<Tab>
        label={t('downlines.register.title')}
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'create', label: t('downlines.register.tabs.create') },
          { value: 'link', label: t('downlines.register.tabs.link') },
          { value: 'links', label: t('downlines.register.tabs.links') },
        ]}
      />
      <section className="card" role="tabpanel">
        {tab === 'links' ? (
          <LinkList />
        ) : rebate.data === undefined ? (
          <PageStatus
            error={rebate.error}
            message={t('errors.loadFailed')}
            onRetry={() => void rebate.refetch()}
          />
        ) : tab === 'create' ? (
          <CreateDownlineForm own={rebate.data.own} mayCreateAgents={rebate.data.mayCreateAgents} />
        ) : (
          <LinkForm mayCreateAgents={rebate.data.mayCreateAgents} onCreated={() => setTab('links')} />
        )}
      </section>
    </div>
  );
}
