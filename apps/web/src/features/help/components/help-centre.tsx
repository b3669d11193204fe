import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cx } from '@platform/ui/cx.ts';
import { ArrowDownIcon, GlobeIcon } from '@platform/ui/icons.tsx';
import { Spinner } from '@platform/ui/spinner.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { Button } from '@platform/ui/button.tsx';
import { CustomerServiceButton } from '../../../shared/ui/customer-service-button.tsx';
import { RichText } from '../../../shared/ui/rich-text.tsx';
import { useHelpCenter } from '../api/get-help-center.ts';
import { slugFromHash } from '../lib/help-hash.ts';
import './help.css';

/**
 * The help articles in the page's language: their titles to choose from and the chosen one's
 * text. The address's hash names the article (`#term`); without one, the first is shown.
 */
export function HelpCentre() {
  const { t } = useTranslation();
  const slug = slugFromHash(useLocation().hash);
  const help = useHelpCenter();
  const articleId = useId();

  if (help.isError) {
    return (
      <div className="page-status" role="alert">
        <p>{t('errors.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void help.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (help.data === undefined) {
    return (
      <div className="page-status">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }

  const { articles } = help.data;
  const article = articles.find((candidate) => candidate.slug === slug) ?? articles[0];
  return (
    <div className="help-centre">
      {article === undefined ? (
        <div className="empty-state">
          <p className="empty-state__title">{t('helpCentre.none')}</p>
          <CustomerServiceButton />
        </div>
      ) : (
        <div className="help-centre__body">
          <nav className="help-centre__nav" aria-label={t('helpCentre.articles')}>
            <ul className="help-centre__list">
              {articles.map((candidate) => (
                <li key={candidate.slug}>
                  <Link
                    to={{ hash: candidate.slug }}
                    replace
                    className={cx('help-centre__link', candidate === article && 'help-centre__link--active')}
                    aria-current={candidate === article ? 'true' : undefined}
                    aria-controls={articleId}
                  >
                    {candidate.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <article className="help-centre__article" id={articleId} aria-labelledby={`${articleId}-title`}>
            <h3 className="help-centre__title" id={`${articleId}-title`}>
              {article.title}
            </h3>
            <RichText className="help-centre__text" html={article.content} />
          </article>
        </div>
      )}
      <div className="help-centre__more">
        <Link className="text-link" to={paths.download.getHref()}>
          <ArrowDownIcon width={16} height={16} />
          {t('helpCentre.download')}
        </Link>
        <Link className="text-link" to={paths.mirror.getHref()}>
          <GlobeIcon width={16} height={16} />
          {t('helpCentre.mirror')}
        </Link>
        <CustomerServiceButton variant="link" />
      </div>
    </div>
  );
}
