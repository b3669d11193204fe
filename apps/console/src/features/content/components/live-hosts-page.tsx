import { useTranslation } from 'react-i18next';
import { nativeLanguageName, type HostStatus, type LiveHostAdmin } from '@platform/contract';
import { Badge, type BadgeTone } from '@platform/ui/badge.tsx';
import type { Column } from '@platform/ui/data-table.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { liveHosts } from '../api/live-hosts.ts';
import { StatusBadge, ThumbCell, TitleCell } from './content-cells.tsx';
import { ContentListPage } from './content-list-page.tsx';
import { LiveHostDialog } from './live-host-dialog.tsx';

const STATUS_TONES: Record<HostStatus, BadgeTone> = {
  ONLINE: 'success',
  BUSY: 'warning',
  OFFLINE: 'neutral',
};

/** The live lobby's hosts (spec: live models), in the order members see them. */
export function LiveHostsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns: Column<LiveHostAdmin>[] = [
    {
      key: 'image',
      header: t('liveHosts.picture'),
      render: (row) => <ThumbCell url={row.imageUrl} alt={row.name[language]} />,
    },
    {
      key: 'name',
      header: t('liveHosts.name'),
      render: (row) => (
        <span className="cell-stack">
          <TitleCell title={row.name} />
          {row.isDemo && <Badge tone="info">{t('liveHosts.demo')}</Badge>}
        </span>
      ),
    },
    {
      key: 'availability',
      header: t('liveHosts.status'),
      render: (row) => <Badge tone={STATUS_TONES[row.status]}>{t(`liveHosts.statuses.${row.status}`)}</Badge>,
    },
    {
      key: 'languages',
      header: t('liveHosts.languages'),
      render: (row) => row.languages.map(nativeLanguageName).join(' · '),
    },
    {
      key: 'chatUrl',
      header: t('liveHosts.chatUrl'),
      render: (row) => <code className="muted content-cell__url">{row.chatUrl}</code>,
    },
    { key: 'sortOrder', header: t('content.fields.sortOrder'), kind: 'num', render: (row) => row.sortOrder },
    { key: 'status', header: t('content.fields.status'), render: (row) => <StatusBadge row={row} /> },
  ];

  return (
    <ContentListPage
      resource={liveHosts}
      texts={{
        title: t('liveHosts.title'),
        description: t('liveHosts.description'),
        create: t('liveHosts.create'),
        empty: t('liveHosts.empty'),
        caption: t('liveHosts.results'),
      }}
      columns={columns}
      nameOf={(row) => row.name[language]}
      renderDialog={(props) => <LiveHostDialog {...props} />}
    />
  );
}
