import { z } from 'zod';
import {
  staffCaptchaSchema,
  auditQuerySchema,
  auditRowSchema,
  contentSettingSchema,
  domainsSettingSchema,
  memberAdjustmentResultSchema,
  memberAdjustmentSchema,
  memberDetailSchema,
  memberIdParamsSchema,
  memberPasswordResetSchema,
  memberRemarksSchema,
  memberUplineSchema,
  memberRowSchema,
  memberSearchQuerySchema,
  memberTypeChangeSchema,
  memberWalletQuerySchema,
  memberWalletSchema,
  outboxQuerySchema,
  outboxRowSchema,
  pageOf,
  profileConfigSchema,
  registerConfigSchema,
  siteSettingSchema,
  staffCreateSchema,
  staffLoginRequestSchema,
  staffLoginStepSchema,
  staffPasswordChangeSchema,
  staffProfileSchema,
  staffReenrolRequestSchema,
  staffRowSchema,
  staffSessionSchema,
  staffTotpRequestSchema,
  staffUpdateSchema,
  systemStatusSettingSchema,
  whitelabelSchema,
  type ContentSetting,
  type DomainsSetting,
  type Language,
  type Permission,
  type ProfileConfig,
  type RegisterConfig,
  type SiteSetting,
  type SystemStatusSetting,
  type WhitelabelNode,
} from '@platform/contract';
import type { App } from '../../platform/http/types.ts';
import { emptyValue, ok, replies } from '../../platform/http/envelope.ts';
import type { OutboxService } from '../../platform/outbox/service.ts';
import type { CaptchaService } from '../../platform/captcha/service.ts';
import { formatTimestamp } from '../../platform/time.ts';
import type { SystemService } from '../system/service.ts';
import type { Actor, AuditService } from '../../platform/audit/service.ts';
import type { OperatorService } from './operator-service.ts';
import type { StaffService } from './staff-service.ts';
import { actorOf, createStaffGuard } from './guard.ts';
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

const PREFIX = '/console-api';
const tags = ['console'];

/** A console endpoint and the permission it requires (null: any signed-in staff). */
export interface ConsoleEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  permission: Permission | null;
}

const idParams = z.strictObject({ id: z.coerce.number().int().positive() });

/** Registers a console endpoint for the permission tests and answers its guard hook. */
export type Requires = (
  method: ConsoleEndpoint['method'],
  url: string,
  permission: Permission | null,
  duringPasswordChange?: boolean,
) => ReturnType<ReturnType<typeof createStaffGuard>>;

export const registerConsoleRoutes = (
  app: App,
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
    feedback: FeedbackService;
    captcha: CaptchaService;
    loginLimit: { max: number; timeWindow: number };
    captchaLimit: { max: number; timeWindow: number };
    clock: Clock;
  },
): ConsoleEndpoint[] => {
  const { staff, operator, audit, outbox, system } = deps;
  const guard = createStaffGuard(staff);
  const endpoints: ConsoleEndpoint[] = [];
  /** Registers the endpoint in the list the permission tests walk, and answers its guard. */
  const requires: Requires = (method, url, permission, duringPasswordChange = false) => {
    endpoints.push({ method, url: `${PREFIX}${url}`, permission });
    return guard(permission, { duringPasswordChange });
  };

  app.post(
    `${PREFIX}/auth/login`,
    {
      config: { rateLimit: deps.loginLimit },
      schema: {
        tags,
        summary: 'Staff login, step one: password',
        body: staffLoginRequestSchema,
        response: replies(staffLoginStepSchema),
      },
    },
    async (request) => ok(await staff.login(request.body, request.ip)),
  );

  app.get(
    `${PREFIX}/auth/captcha`,
    {
      config: { rateLimit: deps.captchaLimit },
      schema: {
        tags,
        summary: 'Captcha for a staff login after a failure: picture, key and proof-of-work challenge',
        description:
          'Solve the proof of work as for GET /wps/captcha and send `captcha`, `captchaKey` and ' +
          '`captchaProof` with the login. Each captcha answers once.',
        response: replies(staffCaptchaSchema),
      },
    },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return ok(await deps.captcha.issue());
    },
  );

  app.post(
    `${PREFIX}/auth/totp`,
    {
      config: { rateLimit: deps.loginLimit },
      schema: {
        tags,
        summary: 'Staff login, step two: TOTP code (enrols on first login)',
        body: staffTotpRequestSchema,
        response: replies(staffSessionSchema),
      },
    },
    async (request) => ok(await staff.verifyTotp(request.body, request.ip)),
  );

  app.get(
    `${PREFIX}/auth/me`,
    {
      onRequest: requires('GET', '/auth/me', null, true),
      schema: { tags, response: replies(staffProfileSchema) },
    },
    async (request) => ok(await staff.getProfile(actorOf(request).staffId)),
  );

  app.post(
    `${PREFIX}/auth/password`,
    {
      onRequest: requires('POST', '/auth/password', null, true),
      schema: {
        tags,
        summary: 'Change my password',
        body: staffPasswordChangeSchema,
        response: replies(emptyValue),
      },
    },
    async (request) => {
      await staff.changeOwnPassword(actorOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    `${PREFIX}/auth/totp/reenrol`,
    {
      onRequest: requires('POST', '/auth/totp/reenrol', null),
      schema: {
        tags,
        summary: 'Start TOTP re-enrolment; confirm with /auth/totp',
        body: staffReenrolRequestSchema,
        response: replies(staffLoginStepSchema),
      },
    },
    async (request) => ok(await staff.startReenrol(actorOf(request), request.body.password)),
  );

  app.delete(
    `${PREFIX}/auth/logout`,
    {
      onRequest: requires('DELETE', '/auth/logout', null, true),
      schema: { tags, response: replies(emptyValue) },
    },
    async (request) => {
      if (request.staff) await staff.logout(request.staff);
      return ok(null);
    },
  );

  app.get(
    `${PREFIX}/members`,
    {
      onRequest: requires('GET', '/members', 'members.read'),
      schema: {
        tags,
        summary: 'Search members',
        querystring: memberSearchQuerySchema,
        response: replies(pageOf(memberRowSchema)),
      },
    },
    async (request) => ok(await operator.searchMembers(request.query)),
  );

  app.get(
    `${PREFIX}/members/:id`,
    {
      onRequest: requires('GET', '/members/:id', 'members.read'),
      schema: { tags, params: memberIdParamsSchema, response: replies(memberDetailSchema) },
    },
    async (request) => ok(await operator.getMember(request.params.id)),
  );

  const memberAction = (path: string, summary: string, run: (actor: Actor, id: number) => Promise<void>) =>
    app.post(
      `${PREFIX}/members/:id/${path}`,
      {
        onRequest: requires('POST', `/members/:id/${path}`, 'members.write'),
        schema: { tags, summary, params: memberIdParamsSchema, response: replies(emptyValue) },
      },
      async (request) => {
        await run(actorOf(request), request.params.id);
        return ok(null);
      },
    );
  memberAction('lock', 'Lock the member (their sessions end)', (actor, id) => operator.lockMember(actor, id));
  memberAction('unlock', 'Unlock the member (also the 5-wrong-password lock)', (actor, id) =>
    operator.unlockMember(actor, id),
  );

  app.post(
    `${PREFIX}/members/:id/password-reset`,
    {
      onRequest: requires('POST', '/members/:id/password-reset', 'members.write'),
      schema: {
        tags,
        summary: 'Reset the login password; the temporary password is shown once, the member must change it',
        params: memberIdParamsSchema,
        response: replies(memberPasswordResetSchema),
      },
    },
    async (request) => ok(await operator.resetMemberPassword(actorOf(request), request.params.id)),
  );

  app.put(
    `${PREFIX}/members/:id/type`,
    {
      onRequest: requires('PUT', '/members/:id/type', 'members.type'),
      schema: {
        tags,
        summary: 'Change the member type (member, agent types)',
        params: memberIdParamsSchema,
        body: memberTypeChangeSchema,
        response: replies(emptyValue),
      },
    },
    async (request) => {
      await operator.setMemberType(actorOf(request), request.params.id, request.body.type);
      return ok(null);
    },
  );

  app.post(
    `${PREFIX}/members/:id/upline`,
    {
      onRequest: requires('POST', '/members/:id/upline', 'members.write'),
      schema: {
        tags,
        params: memberIdParamsSchema,
        body: memberUplineSchema,
        response: replies(emptyValue),
      },
    },
    async (request) => {
      await operator.moveMember(actorOf(request), request.params.id, request.body.upline);
      return ok(null);
    },
  );

  app.put(
    `${PREFIX}/members/:id/remarks`,
    {
      onRequest: requires('PUT', '/members/:id/remarks', 'members.write'),
      schema: {
        tags,
        params: memberIdParamsSchema,
        body: memberRemarksSchema,
        response: replies(emptyValue),
      },
    },
    async (request) => {
      await operator.setMemberRemarks(actorOf(request), request.params.id, request.body.remarks);
      return ok(null);
    },
  );

  app.get(
    `${PREFIX}/members/:id/wallet`,
    {
      onRequest: requires('GET', '/members/:id/wallet', 'finance.read'),
      schema: {
        tags,
        summary: 'The member’s accounts and balances, and their ledger transfers, newest first',
        params: memberIdParamsSchema,
        querystring: memberWalletQuerySchema,
        response: replies(memberWalletSchema),
      },
    },
    async (request) => ok(await operator.getMemberWallet(request.params.id, request.query)),
  );

  app.post(
    `${PREFIX}/members/:id/adjustments`,
    {
      onRequest: requires('POST', '/members/:id/adjustments', 'finance.write'),
      schema: {
        tags,
        summary:
          'Adjust the main wallet by a signed amount with a mandatory reason; audited. The same requestId moves money once',
        params: memberIdParamsSchema,
        body: memberAdjustmentSchema,
        response: replies(memberAdjustmentResultSchema),
      },
    },
    async (request) =>
      ok(await operator.adjustMemberBalance(actorOf(request), request.params.id, request.body)),
  );

  /** A GET and a PUT for one setting; the body is validated by `schema` before `write` sees it. */
  const setting = (
    path: string,
    schema: z.ZodType,
    read: () => Promise<unknown>,
    write: (actor: Actor, body: unknown, language: Language) => Promise<void>,
  ) => {
    app.get(
      `${PREFIX}/settings/${path}`,
      {
        onRequest: requires('GET', `/settings/${path}`, 'settings.read'),
        schema: { tags, response: replies(schema) },
      },
      async () => ok(await read()),
    );
    app.put(
      `${PREFIX}/settings/${path}`,
      {
        onRequest: requires('PUT', `/settings/${path}`, 'settings.write'),
        schema: { tags, body: schema, response: replies(emptyValue) },
      },
      async (request) => {
        await write(actorOf(request), request.body, request.language);
        return ok(null);
      },
    );
  };
  setting('status', systemStatusSettingSchema, operator.getStatusSetting, (actor, body, language) =>
    operator.setStatusSetting(actor, body as SystemStatusSetting, language),
  );
  setting('whitelabel', whitelabelSchema, operator.getWhitelabel, (actor, body) =>
    operator.setWhitelabel(actor, body as WhitelabelNode[]),
  );
  setting('register', registerConfigSchema, operator.getRegisterConfig, (actor, body, language) =>
    operator.setRegisterConfig(actor, body as RegisterConfig, language),
  );
  setting('profile', profileConfigSchema, operator.getProfileConfig, (actor, body, language) =>
    operator.setProfileConfig(actor, body as ProfileConfig, language),
  );
  setting('site', siteSettingSchema, operator.getSiteSetting, (actor, body, language) =>
    operator.setSiteSetting(actor, body as SiteSetting, language),
  );
  setting('domains', domainsSettingSchema, operator.getDomains, (actor, body) =>
    operator.setDomains(actor, body as DomainsSetting),
  );
  setting('content', contentSettingSchema, operator.getContentSetting, (actor, body) =>
    operator.setContentSetting(actor, body as ContentSetting),
  );

  app.get(
    `${PREFIX}/audit`,
    {
      onRequest: requires('GET', '/audit', 'audit.read'),
      schema: {
        tags,
        summary: 'Audit entries, newest first',
        querystring: auditQuerySchema,
        response: replies(pageOf(auditRowSchema)),
      },
    },
    async (request) => {
      const { timeZone } = await system.getSiteSetting();
      const { rows, total } = await audit.list(request.query, timeZone);
      return ok({
        list: rows.map((row) => ({ ...row, at: formatTimestamp(row.at, timeZone) })),
        total,
        totalPages: Math.ceil(total / request.query.pageSize),
      });
    },
  );

  app.get(
    `${PREFIX}/outbox`,
    {
      onRequest: requires('GET', '/outbox', 'outbox.read'),
      schema: {
        tags,
        summary: 'SMS and email sent by the platform',
        querystring: outboxQuerySchema,
        response: replies(pageOf(outboxRowSchema)),
      },
    },
    async (request) => {
      const [{ rows, total }, { timeZone }] = await Promise.all([
        outbox.list(request.query),
        system.getSiteSetting(),
      ]);
      return ok({
        list: rows.map((row) => ({ ...row, createdAt: formatTimestamp(row.createdAt, timeZone) })),
        total,
        totalPages: Math.ceil(total / request.query.pageSize),
      });
    },
  );

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

  app.get(
    `${PREFIX}/staff`,
    {
      onRequest: requires('GET', '/staff', 'staff.manage'),
      schema: { tags, response: replies(z.array(staffRowSchema)) },
    },
    async () => {
      const [rows, { timeZone }] = await Promise.all([staff.listStaff(), system.getSiteSetting()]);
      return ok(rows.map((row) => toStaffRow(row, timeZone)));
    },
  );

  app.post(
    `${PREFIX}/staff`,
    {
      onRequest: requires('POST', '/staff', 'staff.manage'),
      schema: {
        tags,
        summary: 'Create a staff account (must change the password at first login)',
        body: staffCreateSchema,
        response: replies(staffRowSchema),
      },
    },
    async (request) => {
      const row = await staff.createByAdmin(actorOf(request), request.body);
      return ok(toStaffRow(row, (await system.getSiteSetting()).timeZone));
    },
  );

  app.put(
    `${PREFIX}/staff/:id`,
    {
      onRequest: requires('PUT', '/staff/:id', 'staff.manage'),
      schema: {
        tags,
        summary: 'Change a staff role or status',
        params: idParams,
        body: staffUpdateSchema,
        response: replies(emptyValue),
      },
    },
    async (request) => {
      await staff.updateByAdmin(actorOf(request), request.params.id, request.body);
      return ok(null);
    },
  );

  app.post(
    `${PREFIX}/staff/:id/totp-reset`,
    {
      onRequest: requires('POST', '/staff/:id/totp-reset', 'staff.manage'),
      schema: {
        tags,
        summary: 'Clear a staff member’s TOTP so they enrol again',
        params: idParams,
        response: replies(emptyValue),
      },
    },
    async (request) => {
      await staff.resetTotpByAdmin(actorOf(request), request.params.id);
      return ok(null);
    },
  );

  registerFinanceRoutes(app, requires, deps);
  registerGamesAdminRoutes(app, requires, deps);
  registerContentAdminRoutes(app, requires, deps);
  registerFeedbackAdminRoutes(app, requires, deps);

  return endpoints;
};
