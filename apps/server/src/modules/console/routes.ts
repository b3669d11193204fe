import {
  agentAdminEndpoints,
  auditEndpoints,
  memberAdminEndpoints,
  outboxEndpoints,
  settingsEndpoints,
  staffAuthEndpoints,
  staffEndpoints,
} from '@platform/contract';
import type { Router } from '../../platform/http/route.ts';
import type { OutboxService } from '../../platform/outbox/service.ts';
import type { CaptchaService } from '../../platform/captcha/service.ts';
import { formatTimestamp } from '../../platform/time.ts';
import type { SystemService } from '../system/service.ts';
import type { AuditService } from '../../platform/audit/service.ts';
import type { OperatorService } from './operator-service.ts';
import type { StaffService } from './staff-service.ts';
import { actorOf } from './guard.ts';
import { registerFinanceRoutes } from './finance-routes.ts';
import { registerGamesAdminRoutes } from './games-routes.ts';
import { registerContentAdminRoutes } from './content-routes.ts';
import type { NoticesService } from '../notices/service.ts';
import type { HelpService } from '../system/help.ts';
import type { MediaService } from '../../platform/media/service.ts';
import { registerFeedbackAdminRoutes } from './feedback-routes.ts';
import type { FeedbackService } from '../messages/service.ts';
import type { GamesAdminService } from '../games/admin-service.ts';
import type { DepositService } from '../wallet/deposit-service.ts';
import type { WithdrawalService } from '../wallet/withdrawal-service.ts';
import type { Clock } from '../../platform/clock.ts';
import { done } from './done.ts';
import type { DownlinesService } from '../downlines/service.ts';
import type { AgentTreeAdmin } from './agent-tree-service.ts';
import type { LiveHostsService } from '../live/service.ts';

/** Registers every `/console-api` endpoint of the contract; `access` of each names its permission. */
export const registerConsoleRoutes = (
  route: Router,
  deps: {
    staff: StaffService;
    operator: OperatorService;
    audit: AuditService;
    outbox: OutboxService;
    system: SystemService;
    deposits: DepositService;
    withdrawals: WithdrawalService;
    gamesAdmin: GamesAdminService;
    notices: NoticesService;
    help: HelpService;
    media: MediaService;
    liveHosts: LiveHostsService;
    feedback: FeedbackService;
    downlines: DownlinesService;
    agentTreeAdmin: AgentTreeAdmin;
    captcha: CaptchaService;
    loginLimit: { max: number; timeWindow: number };
    captchaLimit: { max: number; timeWindow: number };
    clock: Clock;
  },
) => {
  const { staff, operator, audit, outbox, system } = deps;

  route(agentAdminEndpoints.policy, () => deps.downlines.policy());
  route(agentAdminEndpoints.setPolicy, async ({ body, request }) => {
    const actor = actorOf(request);
    return deps.downlines.setPolicy(body, (tx, change) =>
      audit.record(tx, actor, { action: 'agent.policy', targetType: 'agent_policy', targetId: 1, ...change }),
    );
  });

  route(agentAdminEndpoints.tree, ({ query }) => deps.agentTreeAdmin.find(query));

  const auth = staffAuthEndpoints;
  route(auth.login, ({ body, request }) => staff.login(body, request.ip), { rateLimit: deps.loginLimit });
  route(
    auth.captcha,
    ({ reply }) => {
      void reply.header('Cache-Control', 'no-store');
      return deps.captcha.issue();
    },
    { rateLimit: deps.captchaLimit },
  );
  route(auth.verifyTotp, ({ body, request }) => staff.verifyTotp(body, request.ip), {
    rateLimit: deps.loginLimit,
  });
  route(auth.me, ({ request }) => staff.getProfile(actorOf(request).staffId));
  route(auth.changePassword, ({ body, request }) => done(staff.changeOwnPassword(actorOf(request), body)));
  route(auth.startReenrol, ({ body, request }) => staff.startReenrol(actorOf(request), body.password));
  route(auth.logout, async ({ request }) => {
    if (request.staff) await staff.logout(request.staff);
    return null;
  });

  const members = memberAdminEndpoints;
  route(members.search, ({ query }) => operator.searchMembers(query));
  route(members.get, ({ params }) => operator.getMember(params.id));
  route(members.lock, ({ params, request }) => done(operator.lockMember(actorOf(request), params.id)));
  route(members.unlock, ({ params, request }) => done(operator.unlockMember(actorOf(request), params.id)));
  route(members.resetPassword, ({ params, request }) =>
    operator.resetMemberPassword(actorOf(request), params.id),
  );
  route(members.changeType, ({ params, body, request }) =>
    done(operator.setMemberType(actorOf(request), params.id, body.type, request.language)),
  );
  route(members.moveUpline, ({ params, body, request }) =>
    done(operator.moveMember(actorOf(request), params.id, body.upline)),
  );
  route(members.updateRemarks, ({ params, body, request }) =>
    done(operator.setMemberRemarks(actorOf(request), params.id, body.remarks)),
  );
  route(members.wallet, ({ params, query }) => operator.getMemberWallet(params.id, query));
  route(members.adjustBalance, ({ params, body, request }) =>
    operator.adjustMemberBalance(actorOf(request), params.id, body, request.language),
  );

  const settings = settingsEndpoints;
  route(settings.status.get, () => operator.getStatusSetting());
  route(settings.status.put, ({ body, request }) =>
    done(operator.setStatusSetting(actorOf(request), body, request.language)),
  );
  route(settings.whitelabel.get, () => operator.getWhitelabel());
  route(settings.whitelabel.put, ({ body, request }) => done(operator.setWhitelabel(actorOf(request), body)));
  route(settings.register.get, () => operator.getRegisterConfig());
  route(settings.register.put, ({ body, request }) =>
    done(operator.setRegisterConfig(actorOf(request), body, request.language)),
  );
  route(settings.profile.get, () => operator.getProfileConfig());
  route(settings.profile.put, ({ body, request }) =>
    done(operator.setProfileConfig(actorOf(request), body, request.language)),
  );
  route(settings.shortcuts.get, () => operator.getGameShortcuts());
  route(settings.shortcuts.put, ({ body, request }) =>
    done(operator.setGameShortcuts(actorOf(request), body)),
  );
  route(settings.resources.get, () => operator.getSiteResources());
  route(settings.resources.put, ({ body, request }) =>
    done(operator.setSiteResources(actorOf(request), body)),
  );
  route(settings.memberTypes.get, () => operator.getMemberTypes());
  route(settings.memberTypes.put, ({ body, request }) =>
    done(operator.setMemberTypes(actorOf(request), body)),
  );
  route(settings.defaultPassword.get, () => operator.getDefaultPassword());
  route(settings.defaultPassword.put, async ({ body, request }) => {
    await operator.setDefaultPassword(actorOf(request), body.password);
    return operator.getDefaultPassword();
  });
  route(settings.defaultPassword.remove, async ({ request }) => {
    await operator.setDefaultPassword(actorOf(request), null);
    return operator.getDefaultPassword();
  });
  route(settings.site.get, () => operator.getSiteSetting());
  route(settings.site.put, ({ body, request }) =>
    done(operator.setSiteSetting(actorOf(request), body, request.language)),
  );
  route(settings.domains.get, () => operator.getDomains());
  route(settings.domains.put, ({ body, request }) => done(operator.setDomains(actorOf(request), body)));
  route(settings.content.get, () => operator.getContentSetting());
  route(settings.content.put, ({ body, request }) =>
    done(operator.setContentSetting(actorOf(request), body)),
  );

  route(auditEndpoints.list, async ({ query }) => {
    const { timeZone } = await system.getSiteSetting();
    const { rows, total } = await audit.list(query, timeZone);
    return {
      list: rows.map((row) => ({ ...row, at: formatTimestamp(row.at, timeZone) })),
      total,
      totalPages: Math.ceil(total / query.pageSize),
    };
  });

  route(outboxEndpoints.list, async ({ query }) => {
    const [{ rows, total }, { timeZone }] = await Promise.all([outbox.list(query), system.getSiteSetting()]);
    return {
      list: rows.map((row) => ({ ...row, createdAt: formatTimestamp(row.createdAt, timeZone) })),
      total,
      totalPages: Math.ceil(total / query.pageSize),
    };
  });

  const toStaffRow = (row: Awaited<ReturnType<StaffService['listStaff']>>[number], timeZone: string) => ({
    id: row.id,
    username: row.username,
    role: row.role,
    status: row.status,
    lockedUntil:
      row.lockedUntil && row.lockedUntil > deps.clock.now()
        ? formatTimestamp(row.lockedUntil, timeZone)
        : null,
    totpEnrolled: row.totpSecret !== null,
    lastLoginAt: row.lastLoginAt ? formatTimestamp(row.lastLoginAt, timeZone) : null,
    createdAt: formatTimestamp(row.createdAt, timeZone),
  });

  route(staffEndpoints.list, async () => {
    const [rows, { timeZone }] = await Promise.all([staff.listStaff(), system.getSiteSetting()]);
    return rows.map((row) => toStaffRow(row, timeZone));
  });
  route(staffEndpoints.create, async ({ body, request }) => {
    const row = await staff.createByAdmin(actorOf(request), body);
    return toStaffRow(row, (await system.getSiteSetting()).timeZone);
  });
  route(staffEndpoints.update, ({ params, body, request }) =>
    done(staff.updateByAdmin(actorOf(request), params.id, body)),
  );
  route(staffEndpoints.resetTotp, ({ params, request }) =>
    done(staff.resetTotpByAdmin(actorOf(request), params.id)),
  );

  registerFinanceRoutes(route, deps);
  registerGamesAdminRoutes(route, deps);
  registerContentAdminRoutes(route, deps);
  registerFeedbackAdminRoutes(route, deps);
};
