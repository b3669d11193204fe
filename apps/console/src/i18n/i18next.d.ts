import 'i18next';
import type common from './en.json';
import type audit from '../features/audit/i18n/en.json';
import type auth from '../features/auth/i18n/en.json';
import type content from '../features/content/i18n/en.json';
import type finance from '../features/finance/i18n/en.json';
import type games from '../features/games/i18n/en.json';
import type members from '../features/members/i18n/en.json';
import type outbox from '../features/outbox/i18n/en.json';
import type settings from '../features/settings/i18n/en.json';
import type staff from '../features/staff/i18n/en.json';
import type agents from '../features/agents/i18n/en.json';
import type contracts from '../features/contracts/i18n/en.json';
import type promotions from '../features/promotions/i18n/en.json';
import type missions from '../features/missions/i18n/en.json';
import type tickets from '../features/tickets/i18n/en.json';
import type pointMall from '../features/point-mall/i18n/en.json';
import type rewardTasks from '../features/reward-tasks/i18n/en.json';
import type rebate from '../features/rebate/i18n/en.json';
import type referral from '../features/referral/i18n/en.json';
import type pointsSettings from '../features/points-settings/i18n/en.json';
import type rewards from '../features/rewards/i18n/en.json';
import type vip from '../features/vip/i18n/en.json';
import type lottery from '../features/lottery/i18n/en.json';

/** All the console's texts: the shell's bundle and every area's, merged into one namespace (i18n/index.ts). */
type Texts = typeof common &
  typeof audit &
  typeof auth &
  typeof content &
  typeof finance &
  typeof games &
  typeof members &
  typeof outbox &
  typeof settings &
  typeof staff &
  typeof agents &
  typeof contracts &
  typeof promotions &
  typeof missions &
  typeof tickets &
  typeof rewardTasks &
  typeof rebate &
  typeof rewards &
  typeof pointMall &
  typeof referral &
  typeof pointsSettings &
  typeof vip &
  typeof lottery;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Texts };
  }
}
