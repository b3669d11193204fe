import { useTranslation } from 'react-i18next';
import { HELP_SLUGS, type HelpArticleAdmin } from '@platform/contract';
import { Badge } from '@platform/ui/badge.tsx';
import type { Column } from '@platform/ui/data-table.tsx';
import { helpArticles } from '../api/help-articles.ts';
import { StatusBadge, TitleCell } from './content-cells.tsx';
import { ContentListPage } from './content-list-page.tsx';
import { HelpArticleDialog } from './help-article-dialog.tsx';

/** The help centre's articles (`/help`, `/helpmc`) as members see them: enabled ones, in this order. */
export function HelpArticlesPage() {
  const { t } = useTranslation();

  /** What the product links an article from, for the two keys it knows. */
  const linkedFrom = (slug: string) => {
    if (slug === HELP_SLUGS.TERMS) return t('help.termsBadge');
    if (slug === HELP_SLUGS.LICENCE) return t('help.licenceBadge');
    return undefined;
  };

  const columns: Column<HelpArticleAdmin>[] = [
    {
      key: 'slug',
      header: t('help.slug'),
      kind: 'nowrap',
      render: (row) => {
        const linked = linkedFrom(row.slug);
        return (
          <span className="cell-stack">
            <code>{row.slug}</code>
            {linked !== undefined && <Badge tone="info">{linked}</Badge>}
          </span>
        );
      },
    },
    {
      key: 'title',
      header: t('content.fields.title'),
      kind: 'wide',
      render: (row) => <TitleCell title={row.title} />,
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
      resource={helpArticles}
      texts={{
        title: t('help.title'),
        description: t('help.description'),
        create: t('help.create'),
        empty: t('help.empty'),
        caption: t('help.results'),
      }}
      columns={columns}
      nameOf={(row) => row.slug}
      renderDialog={(props) => <HelpArticleDialog {...props} />}
    />
  );
}
