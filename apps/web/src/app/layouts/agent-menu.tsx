import { useEffect, type ComponentType, type SVGProps } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MODULE_ID, type ContractFlags, type ModuleId } from '@platform/contract';
import { cx } from '@platform/ui/cx.ts';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  ClockIcon,
  MailIcon,
  ScrollIcon,
  UsersIcon,
} from '@platform/ui/icons.tsx';
import { useSiteConfig } from '../../shared/api/get-site-config.ts';
import { AGENT_PAGES, paths, type AgentPage } from '../../shared/config/paths.ts';
import { CustomerServiceButton } from '../../shared/ui/customer-service-button.tsx';
import { useContractFlags } from '../../features/agent-centre/api/get-contract-flags.ts';
import {
  BoltIcon,
  CalendarIcon,
  ChartIcon,
  CoinsIcon,
  PieIcon,
  ScaleIcon,
  SwapIcon,
  TicketIcon,
  UserPlusIcon,
} from '../../features/agent-centre/components/agent-menu-icons.tsx';
import { useMemberInfo } from '../../features/member/api/get-member-info.ts';
import { InboxUnreadBadge } from '../../features/messages/components/unread-badge.tsx';
import { MegaphoneIcon } from '../../features/notices/components/notice-icons.tsx';
import './agent-menu.css';

type MenuKey = keyof typeof AGENT_PAGES;

export interface AgentMenuEntry {
  key: MenuKey;
  page: AgentPage;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The white-label switch the page needs (spec section 6). */
  module?: ModuleId;
  /** The consolidated contract flag the page needs as well (contract pages only). */
  flag?: keyof ContractFlags;
}

const entry = (key: MenuKey, icon: AgentMenuEntry['icon'], gate: Partial<AgentMenuEntry> = {}) => ({
  key,
  page: AGENT_PAGES[key],
  icon,
  ...gate,
});
const team = { module: MODULE_ID.AGENT };

/**
 * The agent centre's left menu in the spec's order (section 2): deposit, withdraw, announcements,
 * team overview, register centre, team management, team betting, user profit and loss, my income,
 * account details, dividend record, daily wages, hourly salary, real-time salary, platform messages;
 * customer service closes it. Team transactions (the reference's "Transaction Details") sits with
 * the team's reports, after my income.
 */
const AGENT_MENU: readonly AgentMenuEntry[] = [
  entry('deposit', ArrowDownIcon),
  entry('withdraw', ArrowUpIcon),
  entry('announcements', MegaphoneIcon),
  entry('teamOverview', ChartIcon, team),
  entry('registerCenter', UserPlusIcon, team),
  entry('teamManagement', UsersIcon, team),
  entry('teamBetting', TicketIcon, team),
  entry('profitAndLoss', ScaleIcon, team),
  entry('income', CoinsIcon, team),
  entry('teamTransactions', SwapIcon, team),
  entry('accountDetails', ScrollIcon),
  entry('dividendRecord', PieIcon, { module: MODULE_ID.DIVIDEND, flag: 'divtypereq' }),
  entry('dailyWages', CalendarIcon, { module: MODULE_ID.DAILY_SALARY, flag: 'dailysalreqtype' }),
  entry('hourlySalary', ClockIcon, { module: MODULE_ID.HOURLY_SALARY, flag: 'contracthoursalreq' }),
  entry('realtimeSalary', BoltIcon, { module: MODULE_ID.REALTIME_SALARY, flag: 'realtimesalreqtype' }),
  entry('inbox', MailIcon),
];

/**
 * The menu's pages this agent may open: the operator's switches decide the team pages and the
 * contract pages, and a contract page needs the agent's own contract flag too.
 */
export const useAgentMenuEntries = (): readonly AgentMenuEntry[] => {
  const { features } = useSiteConfig();
  const info = useMemberInfo().data;
  const flags = useContractFlags(info !== undefined && !info.isTrial).data;
  return AGENT_MENU.filter(
    ({ module, flag }) =>
      (module === undefined || features[module] === true) && (flag === undefined || flags?.[flag] === true),
  );
};

const navClass = ({ isActive }: { isActive: boolean }) => cx('menu-link', isActive && 'menu-link--active');

interface AgentMenuProps {
  id: string;
  /** On phones the menu is a drawer; on wide screens it is always shown. */
  isOpen: boolean;
  onClose: () => void;
}

/** The agent centre's left menu; a drawer on phones that closes on a choice, Escape or the overlay. */
export function AgentMenu({ id, isOpen, onClose }: AgentMenuProps) {
  const { t } = useTranslation();
  const entries = useAgentMenuEntries();

  useEffect(() => {
    if (!isOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isOpen, onClose]);

  return (
    <div className="agent-menu-column">
      <nav
        id={id}
        className={cx('agent-menu', isOpen && 'agent-menu--open')}
        aria-labelledby={`${id}-heading`}
      >
        <p className="agent-menu__heading" id={`${id}-heading`}>
          {t('agentCentre.menu.label')}
        </p>
        <ul className="agent-menu__list">
          {entries.map(({ key, page, icon: Icon }) => (
            <li key={key}>
              <NavLink to={paths.agentHome.getHref(page)} className={navClass} onClick={onClose}>
                <Icon />
                <span className="agent-menu__label">{t(`agentCentre.menu.${key}`)}</span>
                {key === 'inbox' && <InboxUnreadBadge />}
              </NavLink>
            </li>
          ))}
          <li>
            <CustomerServiceButton variant="menu" />
          </li>
        </ul>
      </nav>
      {isOpen && <div className="agent-menu__overlay" aria-hidden="true" onClick={onClose} />}
    </div>
  );
}
