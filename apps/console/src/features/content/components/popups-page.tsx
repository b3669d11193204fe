import { useTranslation } from 'react-i18next';
import type { PopupAdmin } from '@platform/contract';
import { useLanguage } from '../../../i18n/index.ts';
import { Badge } from '@platform/ui/badge.tsx';
import type { Column } from '@platform/ui/data-table.tsx';
import { popups } from '../api/popups.ts';
import { LinkCell, PublishCell, ThumbCell, TitleCell } from './content-cells.tsx';
import { ContentListPage } from './content-list-page.tsx';
import { PopupDialog } from './popup-dialog.tsx';

/** The member site's popups by audience: logged in (A), logged out (B), first login (F). */
export function PopupsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns: Column<PopupAdmin>[] = [
    {
      key: 'audience',
      header: t('content.popups.audience'),
      kind: 'nowrap',
      render: (row) => (
        <Badge tone="info">
          {t(`content.popups.audiences.${row.audience}`)} ({row.audience})
        </Badge>
      ),
    },
    {
      key: 'image',
      header: t('content.fields.image'),
      render: (row) => <ThumbCell url={row.imageUrl} alt={row.title[language]} />,
    },
    {
      key: 'title',
      header: t('content.fields.title'),
      render: (row) => <TitleCell title={row.title} />,
    },
    {
      key: 'link',
      header: t('content.fields.linkage'),
      render: (row) => <LinkCell linkageType={row.linkageType} url={row.url} />,
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
      resource={popups}
      texts={{
        title: t('content.popups.title'),
        description: t('content.popups.description'),
        create: t('content.popups.create'),
        empty: t('content.popups.empty'),
        caption: t('content.popups.results'),
      }}
      columns={columns}
      nameOf={(row) => row.title[language]}
      renderDialog={(props) => <PopupDialog {...props} />}
    />
  );
}
