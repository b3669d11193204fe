import type { EndpointDefinition, StaffAccess } from '../endpoint.ts';
import { agentAdminEndpoints } from './agents.ts';
import { auditEndpoints } from './audit.ts';
import { avatarIconAdminEndpoints } from './avatar-icons.ts';
import { contractAdminEndpoints } from './contracts.ts';
import { contentAdminEndpoints } from './content.ts';
import { feedbackAdminEndpoints } from './feedback.ts';
import { financeEndpoints } from './finance.ts';
import { gamesAdminEndpoints } from './games.ts';
import { lotteryAdminEndpoints } from './lottery.ts';
import { memberAdminEndpoints } from './members.ts';
import { missionAdminEndpoints } from './missions.ts';
import { outboxEndpoints } from './outbox.ts';
import { pointMallAdminEndpoints } from './points-mall.ts';
import { promotionAdminEndpoints } from './promotions.ts';
import { pointsRatesAdminEndpoints } from './points-earning.ts';
import { rebateAdminEndpoints } from './rebate.ts';
import { referralAdminEndpoints } from './referral.ts';
import { rewardTaskAdminEndpoints } from './reward-tasks.ts';
import { rewardAdminEndpoints } from './rewards-core.ts';
import { settingsEndpoints } from './settings.ts';
import { staffAuthEndpoints, staffEndpoints } from './staff.ts';
import { ticketAdminEndpoints } from './tickets.ts';
import { vipAdminEndpoints } from './vip.ts';

const { uploadMedia, ...contentResources } = contentAdminEndpoints;

/** Every endpoint of `/console-api`, in the order the server registers them. */
export const CONSOLE_ENDPOINTS: readonly EndpointDefinition[] = [
  ...Object.values(staffAuthEndpoints),
  ...Object.values(memberAdminEndpoints),
  ...Object.values(settingsEndpoints).flatMap((setting) => Object.values<EndpointDefinition>(setting)),
  ...Object.values(auditEndpoints),
  ...Object.values(outboxEndpoints),
  ...Object.values(staffEndpoints),
  ...Object.values(financeEndpoints),
  ...Object.values(gamesAdminEndpoints),
  ...Object.values(contentResources).flatMap(({ list, create, update, remove }) => [
    list,
    create,
    update,
    remove,
  ]),
  uploadMedia,
  ...Object.values(avatarIconAdminEndpoints),
  ...Object.values(feedbackAdminEndpoints),
  ...Object.values(agentAdminEndpoints),
  ...Object.values(contractAdminEndpoints),
  ...Object.values(promotionAdminEndpoints),
  ...Object.values(missionAdminEndpoints),
  ...Object.values(rebateAdminEndpoints),
  ...Object.values(rewardTaskAdminEndpoints),
  ...Object.values(rewardAdminEndpoints),
  ...Object.values(ticketAdminEndpoints),
  ...Object.values(pointMallAdminEndpoints),
  ...Object.values(referralAdminEndpoints),
  ...Object.values(vipAdminEndpoints),
  ...Object.values(pointsRatesAdminEndpoints),
  ...Object.values(lotteryAdminEndpoints),
];

/** A console endpoint that needs a staff session, and the permission it requires (null: any staff member). */
export interface StaffEndpoint {
  method: EndpointDefinition['method'];
  path: string;
  permission: StaffAccess['staff'];
}

/** The console endpoints behind the staff guard, with their permissions: what each role may call. */
export const STAFF_ENDPOINTS: readonly StaffEndpoint[] = CONSOLE_ENDPOINTS.flatMap(
  ({ method, path, access }) =>
    typeof access === 'object' && 'staff' in access ? [{ method, path, permission: access.staff }] : [],
);
