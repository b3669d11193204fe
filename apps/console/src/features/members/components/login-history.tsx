import { useTranslation } from 'react-i18next';
import { Badge } from '@platform/ui/badge.tsx';
import { DataTable, type Column } from '@platform/ui/data-table.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import type { MemberDetail } from './member-types.ts';

type Entry = MemberDetail['loginHistory'][number];

export function LoginHistory({ entries }: { entries: readonly Entry[] }) {
  const { t } = useTranslation();
  const columns: Column<Entry>[] = [
    { key: 'at', header: t('members.history.at'), kind: 'nowrap', render: (entry) => entry.at },
    { key: 'ip', header: t('members.history.ip'), kind: 'nowrap', render: (entry) => entry.ip },
    {
      key: 'result',
      header: t('members.history.result'),
      render: (entry) =>
        entry.success ? (
          <Badge tone="success">{t('members.history.success')}</Badge>
        ) : (
          <Badge tone="danger">{t('members.history.failure')}</Badge>
        ),
    },
    {
      key: 'userAgent',
      header: t('members.history.userAgent'),
      kind: 'wide',
      render: (entry) => entry.userAgent ?? '—',
    },
  ];
  return (
    <Section title={t('members.history.title')} description={t('members.history.description')}>
      <DataTable
        caption={t('members.history.title')}
        columns={columns}
        rows={entries}
        rowKey={(_entry, index) => index}
        emptyText={t('members.history.empty')}
      />
    </Section>
  );
}
