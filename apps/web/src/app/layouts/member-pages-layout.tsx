import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon } from '@platform/ui/icons.tsx';
import { paths } from '../../shared/config/paths.ts';
import { MemberNav } from './member-nav.tsx';
import './member-pages-layout.css';

/** The member centre's sub-pages: a way back to the centre and the tabs between them. */
export function MemberPagesLayout() {
  const { t } = useTranslation();
  return (
    <div className="member-pages">
      <Link className="text-link member-pages__back" to={paths.member.getHref()}>
        <ChevronLeftIcon width={16} height={16} />
        {t('nav.memberCenter')}
      </Link>
      <MemberNav />
      <Outlet />
    </div>
  );
}
