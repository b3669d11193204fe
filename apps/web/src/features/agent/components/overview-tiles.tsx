import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamOverview } from '@platform/contract';
import {
  ArrowDownIcon,
  GamepadIcon,
  GlobeIcon,
  PlusIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
} from '@platform/ui/icons.tsx';
import { Money } from '../../../shared/ui/money.tsx';

type Today = TeamOverview['today'];
type HeadCount = Exclude<keyof Today, 'date' | 'teamBalance' | 'teamBalanceAt'>;

const HEAD_COUNTS: readonly { key: HeadCount; icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { key: 'logins', icon: UserIcon },
  { key: 'registrations', icon: PlusIcon },
  { key: 'firstBets', icon: GamepadIcon },
  { key: 'firstDeposits', icon: ArrowDownIcon },
  { key: 'online', icon: GlobeIcon },
  { key: 'teamSize', icon: UsersIcon },
];

/** Today's tiles (reference section 2): the whole team's head-counts and its total balance. */
export function OverviewTiles({ today }: { today: Today }) {
  const { t } = useTranslation();
  return (
    <section className="report-tiles" aria-label={t('agentReports.overview.today', { date: today.date })}>
      <h2 className="report-tiles__title">{t('agentReports.overview.today', { date: today.date })}</h2>
      <dl className="report-tiles__grid">
        {HEAD_COUNTS.map(({ key, icon: Icon }) => (
          <div className={`report-tile report-tile--${key}`} key={key}>
            <dt>
              <Icon width={18} height={18} aria-hidden="true" />
              {t(`agentReports.overview.tiles.${key}`)}
            </dt>
            <dd>{today[key].toLocaleString('en-US')}</dd>
          </div>
        ))}
        <div className="report-tile report-tile--balance">
          <dt>
            <WalletIcon width={18} height={18} aria-hidden="true" />
            {t('agentReports.overview.tiles.teamBalance')}
          </dt>
          <dd>
            <Money amount={today.teamBalance} />
          </dd>
          <dd className="report-tile__note">
            {t('agentReports.overview.tiles.teamBalanceAt', { time: today.teamBalanceAt.slice(11, 16) })}
          </dd>
        </div>
      </dl>
    </section>
  );
}
