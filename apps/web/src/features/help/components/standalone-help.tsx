import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { paths } from '../../../shared/config/paths.ts';
import { Logo } from '@platform/ui/logo.tsx';
import { HelpCentre } from './help-centre.tsx';
import './help.css';

/**
 * `/helpmc`: the help centre on a page of its own (no side menu, header or footer), for links from
 * outside the site; `tools` holds the language switch. Customer service is offered under the articles.
 */
export function StandaloneHelp({ tools }: { tools: ReactNode }) {
  const { t } = useTranslation();
  const { siteName } = useSiteConfig();
  return (
    <div className="help-mc">
      <header className="help-mc__header">
        <Link to={paths.home.getHref()} aria-label={t('helpCentre.toHome', { siteName })}>
          <Logo name={siteName} />
        </Link>
        {tools}
      </header>
      <main className="help-mc__main card">
        <h1 className="page__title">{t('helpCentre.title')}</h1>
        <HelpCentre />
      </main>
    </div>
  );
}
