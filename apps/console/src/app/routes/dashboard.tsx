import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STAFF_SESSION_IDLE_MINUTES } from '@platform/contract';
import { useCurrentStaff } from '../../shared/api/get-me.ts';
import { roleLabel } from '../../shared/lib/labels.ts';
import { Notice } from '@platform/ui/notice.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { visibleTiles } from '../navigation.ts';
import './dashboard.css';

/** Where sign-in lands: who is signed in, and the sections their role opens. */
export function DashboardRoute() {
  const { t } = useTranslation();
  const staff = useCurrentStaff();
  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        description={t('dashboard.welcome', { username: staff.username, role: roleLabel(t, staff.role) })}
      />
      <Notice tone="info">{t('dashboard.sessionNote', { minutes: STAFF_SESSION_IDLE_MINUTES })}</Notice>
      <ul className="tiles">
        {visibleTiles(staff.permissions).map((item) => {
          const Icon = item.icon;
          return (
            <li key={item.href}>
              <Link className="tile" to={item.href}>
                <span className="tile__icon">
                  <Icon width={22} height={22} />
                </span>
                <span className="tile__title">{t(item.labelKey)}</span>
                <span className="tile__text">{t(item.descriptionKey)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
