import 'i18next';
import type common from './en.json';
import type agent from '../features/agent/i18n/en.json';
import type agentCentre from '../features/agent-centre/i18n/en.json';
import type auth from '../features/auth/i18n/en.json';
import type bets from '../features/bets/i18n/en.json';
import type deposit from '../features/deposit/i18n/en.json';
import type downlines from '../features/downlines/i18n/en.json';
import type games from '../features/games/i18n/en.json';
import type live from '../features/live/i18n/en.json';
import type lottery from '../features/lottery/i18n/en.json';
import type member from '../features/member/i18n/en.json';
import type messages from '../features/messages/i18n/en.json';
import type site from '../features/site/i18n/en.json';
import type wallet from '../features/wallet/i18n/en.json';
import type withdrawal from '../features/withdrawal/i18n/en.json';
import type teamTransfers from '../features/team-transfers/i18n/en.json';
import type contracts from '../features/contracts/i18n/en.json';
import type promotions from '../features/promotions/i18n/en.json';
import type missions from '../features/missions/i18n/en.json';
import type tickets from '../features/tickets/i18n/en.json';
import type rebate from '../features/rebate/i18n/en.json';
import type rewardTasks from '../features/reward-tasks/i18n/en.json';
import type rewards from '../features/rewards/i18n/en.json';
import type pointMall from '../features/point-mall/i18n/en.json';
import type referral from '../features/referral/i18n/en.json';
import type vip from '../features/vip/i18n/en.json';
import type points from '../features/points/i18n/en.json';

/** All the app's texts: the common bundle and every feature's, merged into one namespace (i18n/index.ts). */
type Texts = typeof common &
  typeof agent &
  typeof agentCentre &
  typeof auth &
  typeof bets &
  typeof deposit &
  typeof downlines &
  typeof games &
  typeof live &
  typeof lottery &
  typeof member &
  typeof messages &
  typeof site &
  typeof wallet &
  typeof withdrawal &
  typeof teamTransfers &
  typeof contracts &
  typeof promotions &
  typeof missions &
  typeof tickets &
  typeof rebate &
  typeof rewardTasks &
  typeof rewards &
  typeof pointMall &
  typeof referral &
  typeof vip &
  typeof points;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Texts };
  }
}
