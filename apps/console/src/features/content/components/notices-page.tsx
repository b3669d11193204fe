import { useTranslation } from 'react-i18next';
import type { PlayerNoticeAdmin } from '@platform/contract';
import { useLanguage } from '../../../i18n/index.ts';
import { Badge } from '@platform/ui/badge.tsx';
import type { Column } from '@platform/ui/data-table.tsx';
import { notices } from '../api/notices.ts';
import { PublishCell, TitleCell } from './content-cells.tsx';
import { ContentListPage } from './content-list-page.tsx';
import { NoticeDialog } from './notice-dialog.tsx';

/** Player notices (the bell's list) and, among them, the home marquee's. */
export function NoticesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns: Column<PlayerNoticeAdmin>[] = [
    { key: 'title', header: t('content.fields.title'), render: (row) => <TitleCell title={row.title} /> },
    {
      key: 'content',
      header: t('content.fields.text'),
      kind: 'wide',
      render: (row) => <span className="content-cell__excerpt">{row.content[language]}</span>,
    },
    {
      key: 'marquee',
      header: t('content.notices.marqueeColumn'),
      render: (row) =>
        row.marquee ? (
          <Badge tone="accent">{t('common.yes')}</Badge>
        ) : (
          <span className="muted">{t('common.no')}</span>
        ),
    },
    { key: 'sortOrder', header: t('content.fields.sortOrder'), kind: 'num', render: (row) => row.sortOrder },
    {
      key: 'status',
      header: t('content.fields.status'),
      kind: 'note',
      render: (row) => <PublishCell row={row} />,
    },
  ];
  return (
    <ContentListPage
      resource={notices}
      texts={{
        title: t('content.notices.title'),
        description: t('content.notices.description'),
        create: t('content.notices.create'),
        empty: t('content.notices.empty'),
        caption: t('content.notices.results'),
      }}
      columns={columns}
      nameOf={(row) => row.title[language]}
      renderDialog={(props) => <NoticeDialog {...props} />}
    />
  );
}
