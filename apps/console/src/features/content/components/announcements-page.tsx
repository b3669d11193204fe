import { useTranslation } from 'react-i18next';
import type { AnnouncementAdmin } from '@platform/contract';
import { useLanguage } from '../../../i18n/index.ts';
import { Badge } from '@platform/ui/badge.tsx';
import type { Column } from '@platform/ui/data-table.tsx';
import { announcements } from '../api/announcements.ts';
import { AnnouncementDialog } from './announcement-dialog.tsx';
import { StatusBadge, TitleCell } from './content-cells.tsx';
import { ContentListPage } from './content-list-page.tsx';

/** The announcements popup's entries: news, and promotions that lead to the reward centre. */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns: Column<AnnouncementAdmin>[] = [
    {
      key: 'title',
      header: t('content.fields.title'),
      kind: 'wide',
      render: (row) => <TitleCell title={row.title} />,
    },
    {
      key: 'audience',
      header: t('content.announcements.audience'),
      render: (row) =>
        row.audience === 'ALL' ? (
          <span className="muted">{t('content.announcements.audiences.ALL')}</span>
        ) : (
          <Badge tone="info">{t(`content.announcements.audiences.${row.audience}`)}</Badge>
        ),
    },
    {
      key: 'promotionType',
      header: t('content.announcements.promotionType'),
      render: (row) =>
        row.promotionType === null ? (
          <span className="muted">{t('content.announcements.promotionNone')}</span>
        ) : (
          <Badge tone="accent">{t(`content.announcements.promotionTypes.${row.promotionType}`)}</Badge>
        ),
    },
    { key: 'sortOrder', header: t('content.fields.sortOrder'), kind: 'num', render: (row) => row.sortOrder },
    {
      key: 'updatedAt',
      header: t('content.fields.updatedAt'),
      kind: 'nowrap',
      render: (row) => row.updatedAt,
    },
    { key: 'status', header: t('content.fields.status'), render: (row) => <StatusBadge row={row} /> },
  ];
  return (
    <ContentListPage
      resource={announcements}
      texts={{
        title: t('content.announcements.title'),
        description: t('content.announcements.description'),
        create: t('content.announcements.create'),
        empty: t('content.announcements.empty'),
        caption: t('content.announcements.results'),
      }}
      columns={columns}
      nameOf={(row) => row.title[language]}
      renderDialog={(props) => <AnnouncementDialog {...props} />}
    />
  );
}
