import { useTranslation } from 'react-i18next';
import { BANNER_GROUPS, type BannerAdmin } from '@platform/contract';
import { useLanguage } from '../../../i18n/index.ts';
import type { Column } from '@platform/ui/data-table.tsx';
import { banners } from '../api/banners.ts';
import { BannerDialog } from './banner-dialog.tsx';
import { LinkCell, PublishCell, ThumbCell, TitleCell } from './content-cells.tsx';
import { ContentListPage } from './content-list-page.tsx';

/** The banners of the four places they show (spec section 3), one table per place. */
export function BannersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns: Column<BannerAdmin>[] = [
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
      resource={banners}
      texts={{
        title: t('content.banners.title'),
        description: t('content.banners.description'),
        create: t('content.banners.create'),
        empty: t('content.banners.empty'),
        caption: t('content.banners.title'),
      }}
      columns={columns}
      nameOf={(row) => row.title[language]}
      groups={{
        keys: BANNER_GROUPS,
        keyOf: (row) => row.groupName,
        titleOf: (key) => t(`content.banners.groups.${key as BannerAdmin['groupName']}`),
      }}
      renderDialog={(props) => <BannerDialog {...props} />}
    />
  );
}
