import Fastify, { type FastifyBaseLogger, type FastifyServerOptions, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { TOO_MANY_REQUESTS_WAIT_MINUTES } from '@platform/contract';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './platform/db/client.ts';
import type { SecretBox } from './platform/crypto/secrets.ts';
import {
  answerClientError,
  answerFrameworkError,
  registerErrorHandler,
} from './platform/http/error-handler.ts';
import { guardedValidatorCompiler } from './platform/http/input-guard.ts';
import { registerRequestContext } from './platform/http/request-context.ts';
import { registerEncryptionHook } from './platform/http/encryption-hook.ts';
import { createNonceRegister } from './platform/crypto/nonces.ts';
import { withRedactedErrors } from './platform/db/log-redaction.ts';
import { registerStatusGate } from './platform/http/status-gate.ts';
import { registerStaticWeb } from './platform/http/static-web.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { createPageBoot } from './page-boot.ts';
import { AppError } from './platform/http/errors.ts';
import { createAuthGuard } from './platform/auth/guard.ts';
import { createRouter } from './platform/http/route.ts';
import { createStaffGuard } from './modules/console/guard.ts';
import { createPgRateLimitStore } from './platform/rate-limit/store.ts';
import { createSystemService } from './modules/system/service.ts';
import { registerSystemRoutes } from './modules/system/routes.ts';
import { createWalletService } from './modules/wallet/service.ts';
import { createLedgerService } from './platform/ledger/service.ts';
import { registerWalletRoutes } from './modules/wallet/routes.ts';
import { actorOf } from './modules/console/guard.ts';
import { registerTeamTransferRoutes } from './modules/team-transfers/routes.ts';
import { createTeamTransferService } from './modules/team-transfers/service.ts';
import { createMembersService } from './modules/members/service.ts';
import { registerMemberRoutes } from './modules/members/routes.ts';
import { createAvatarService } from './modules/members/avatars.ts';
import { registerAvatarConsoleRoutes, registerAvatarRoutes } from './modules/members/avatar-routes.ts';
import { createSecurityService } from './modules/members/security.ts';
import { registerSecurityRoutes } from './modules/members/security-routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createPresence } from './modules/auth/presence.ts';
import { createTeamBalances } from './platform/statistics/team-balances.ts';
import { registerAuthRoutes, type AuthRateLimits } from './modules/auth/routes.ts';
import { createRasterCaptcha, type CaptchaGenerator } from './platform/captcha/image.ts';
import { DEFAULT_CAPTCHA_WORK, createCaptchaService, type CaptchaWork } from './platform/captcha/service.ts';
import { createCodeService } from './modules/auth/codes.ts';
import { createRegistrationService } from './modules/auth/registration.ts';
import { createFirebasePhoneVerification } from './modules/auth/phone-verification.ts';
import { createRecoveryService } from './modules/auth/recovery.ts';
import { registerAccountRoutes } from './modules/auth/account-routes.ts';
import { createSocialService } from './modules/auth/social/service.ts';
import { registerSocialRoutes } from './modules/auth/social/routes.ts';
import { createAuditService } from './platform/audit/service.ts';
import { createStaffService } from './modules/console/staff-service.ts';
import { createOperatorService } from './modules/console/operator-service.ts';
import { createAgentTreeAdmin } from './modules/console/agent-tree-service.ts';
import { registerConsoleRoutes } from './modules/console/routes.ts';
import { createHttpSmsProvider, createOutboxService, createSmtpProvider } from './platform/outbox/service.ts';
import formbody from '@fastify/formbody';
import { startScheduler } from './platform/jobs/scheduler.ts';
import { createJobRunner, startJobRunner } from './platform/jobs/runner.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { createEventsService } from './platform/events/service.ts';
import { createAgentTree } from './platform/agent-tree/service.ts';
import { createStatisticsService } from './platform/statistics/service.ts';
import { attachRealtime, type Realtime } from './platform/realtime/socket.ts';
import { registerImageBodies } from './platform/http/uploads.ts';
import { createNotificationsService } from './modules/notifications/service.ts';
import { registerNotificationRoutes } from './modules/notifications/routes.ts';
import { createDepositService } from './modules/wallet/deposit-service.ts';
import { createWithdrawalService } from './modules/wallet/withdrawal-service.ts';
import { registerSandboxGateway } from './modules/wallet/gateways/sandbox.ts';
import { createCatalogue } from './modules/games/catalogue.ts';
import { createGamesService } from './modules/games/service.ts';
import { createGamesAdminService } from './modules/games/admin-service.ts';
import { registerGameRoutes } from './modules/games/routes.ts';
import { createPlayerSessions } from './modules/vendor-api/sessions.ts';
import { createVendorApiService } from './modules/vendor-api/service.ts';
import { registerVendorApiRoutes } from './modules/vendor-api/routes.ts';
import { createNoticesService } from './modules/notices/service.ts';
import { registerNoticeRoutes } from './modules/notices/routes.ts';
import { createHelpService } from './modules/system/help.ts';
import { createSiteAddress } from './modules/system/site-address.ts';
import { createMediaService } from './platform/media/service.ts';
import { registerMediaRoutes } from './platform/media/routes.ts';
import { createFeedbackService, createInboxService } from './modules/messages/service.ts';
import { registerMessageRoutes } from './modules/messages/routes.ts';
import { createTeamDirectory } from './modules/members/team-directory.ts';
import { createDownlinesService } from './modules/downlines/service.ts';
import { registerDownlineRoutes } from './modules/downlines/routes.ts';
import { registerAgentRoutes } from './modules/agent/routes.ts';
import { registerContractRoutes } from './modules/contracts/routes.ts';
import { registerContractConsoleRoutes } from './modules/contracts/console-routes.ts';
import { createContractsService } from './modules/contracts/service.ts';
import { createContractFigures } from './modules/contracts/settlement/figures.ts';
import { createSettlementService } from './modules/contracts/settlement/service.ts';
import {
  registerSettlementConsoleRoutes,
  registerSettlementRoutes,
} from './modules/contracts/settlement/routes.ts';
import { createAgentReportsService } from './modules/agent/service.ts';
import { createAgentIncomeService } from './modules/agent/income-service.ts';
import { createTeamTransactionsService } from './modules/agent/team-transactions-service.ts';
import { createWinnerBoard } from './modules/games/winners.ts';
import { createJackpotService } from './modules/games/jackpot.ts';
import { createRoomsService } from './modules/games/rooms.ts';
import { createLiveHostsService } from './modules/live/service.ts';
import { registerLiveRoutes } from './modules/live/routes.ts';
import { createLotteryService } from './modules/lottery/service.ts';
import { registerLotteryRoutes } from './modules/lottery/routes.ts';
import { fetchGet, fetchPost, type HttpGet, type VendorPost } from './platform/http/vendor-http.ts';
import { createLotteryAdmin } from './modules/lottery/admin-client.ts';
import { registerLotteryConsoleRoutes } from './modules/lottery/admin-routes.ts';
import { createAudienceCheck } from './modules/rewards/audience.ts';
import { createPromotionsService } from './modules/rewards/promotions/service.ts';
import {
  registerPromotionConsoleRoutes,
  registerPromotionRoutes,
} from './modules/rewards/promotions/routes.ts';
import { createPointsLedger } from './modules/points/ledger.ts';
import { registerPointsRoutes } from './modules/points/routes.ts';
import { createPointsEarning } from './modules/points/earning/service.ts';
import {
  registerPointsEarningConsoleRoutes,
  registerPointsEarningRoutes,
} from './modules/points/earning/routes.ts';
import { createRebateService } from './modules/rewards/rebate/service.ts';
import { registerRebateConsoleRoutes, registerRebateRoutes } from './modules/rewards/rebate/routes.ts';
import { createReferralService } from './modules/referral/service.ts';
import { registerReferralConsoleRoutes, registerReferralRoutes } from './modules/referral/routes.ts';
import { createRewardsCore } from './modules/rewards/core/service.ts';
import { createVipService } from './modules/vip/service.ts';
import { registerVipConsoleRoutes, registerVipRoutes } from './modules/vip/routes.ts';
import { registerRewardsCoreRoutes } from './modules/rewards/core/routes.ts';
import { createMissionsService } from './modules/rewards/missions/service.ts';
import { registerMissionRoutes } from './modules/rewards/missions/routes.ts';
import { registerMissionConsoleRoutes } from './modules/rewards/missions/console-routes.ts';
import { createTicketsService } from './modules/rewards/tickets/service.ts';
import { registerTicketRoutes } from './modules/rewards/tickets/routes.ts';
import { registerTicketConsoleRoutes } from './modules/rewards/tickets/console-routes.ts';
import { createEligibility } from './modules/rewards/tasks/eligibility.ts';
import { createRewardTasksService } from './modules/rewards/tasks/service.ts';
import { registerRewardTaskConsoleRoutes, registerRewardTaskRoutes } from './modules/rewards/tasks/routes.ts';
import { createPointMallService } from './modules/points/mall/service.ts';
import { registerPointMallConsoleRoutes, registerPointMallRoutes } from './modules/points/mall/routes.ts';

const WAIT_MS = TOO_MANY_REQUESTS_WAIT_MINUTES * 60_000;

/** Per-IP limits; the window is the spec's 5-minute wait. */
export const DEFAULT_RATE_LIMITS: AuthRateLimits = {
  login: { max: 30, timeWindow: WAIT_MS },
  register: { max: 10, timeWindow: WAIT_MS },
  captcha: { max: 60, timeWindow: WAIT_MS },
  challengeCode: { max: 10, timeWindow: WAIT_MS },
  freePlay: { max: 10, timeWindow: WAIT_MS },
};

/** Per-IP limit of feedback submissions; the feedback service adds its own per member. */
const FEEDBACK_RATE_LIMIT = { max: 30, timeWindow: WAIT_MS };

/** Per-IP limits of the code and recovery routes; the code service adds its own per number and per IP. */
const ACCOUNT_RATE_LIMITS = {
  codes: { max: 30, timeWindow: WAIT_MS },
  recovery: { max: 10, timeWindow: WAIT_MS },
};

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Encrypts secrets at rest (vendor signing secrets, TOTP secrets): `openSecretBox` in stored-secrets.ts. */
  secrets: SecretBox;
  /** The socket.io notifier, once the HTTP server exists (absent in scripts). */
  realtime?: () => Realtime | null;
  /** GETs a vendor's jackpot address; absolute ones over the network unless given (buildApp adds site-relative ones). */
  httpGet?: HttpGet;
  /** POSTs to a vendor's address (a lottery's admin calls); absolute ones over the network unless given (buildApp adds site-relative ones). */
  vendorPost?: VendorPost;
  /** Draws captchas; tests hand in one with a known answer. */
  captcha?: CaptchaGenerator;
  /** The captcha's proof of work; tests ask for less. */
  captchaWork?: CaptchaWork;
  rateLimits?: AuthRateLimits;
  logger?: FastifyServerOptions['logger'];
  /** The time every service runs by; tests hand in a manual clock to move the day, an expiry or a lock end. */
  clock?: Clock;
  /** Sees every route as it is registered: a test's inventory of the gateway's routes. */
  onRoute?: (route: RouteOptions) => void;
}

/** Where the services report a failure they recover from: the app's logger (scripts have none). */
type ServicesOptions = BuildAppOptions & { log?: Pick<FastifyBaseLogger, 'warn'> };

export const createServices = (options: ServicesOptions) => {
  const { db } = options.database;
  const { secrets } = options;
  const clock = options.clock ?? systemClock;
  const httpGet = options.httpGet ?? fetchGet;
  const system = createSystemService({
    db,
    merchantCode: options.config.merchantCode,
    log: options.log,
    clock,
  });
  const catalogue = createCatalogue({ db, system, secrets, clock });
  const ledger = createLedgerService({ db });
  const events = createEventsService({ db, clock });
  const tree = createAgentTree({ db });
  const statistics = createStatisticsService({
    db,
    events,
    timeZone: async () => (await system.getSiteSetting()).timeZone,
  });
  const wallet = createWalletService({ db, ledger, system, events, clock });
  const inbox = createInboxService({ db, system, realtime: options.realtime ?? (() => null) });
  const { smtp, sms } = options.config;
  const outbox = createOutboxService({
    db,
    providers: {
      ...(smtp ? { EMAIL: createSmtpProvider(smtp.url, smtp.from) } : {}),
      ...(sms ? { SMS: createHttpSmsProvider(sms.url, sms.token) } : {}),
    },
  });
  const members = createMembersService({
    db,
    wallet,
    system,
    inbox,
    outbox,
    secrets,
    tree,
    events,
    statistics,
    // Member info's count of rewards waiting: the rewards core, created below (called only at request time).
    promoCount: (memberId) => rewards.promoCount(memberId),
    // Member info's rank name: the VIP ranks, created below (called only at request time).
    rankName: (level, language) => vip.rankName(level, language),
    clock,
  });
  const codes = createCodeService({ db, outbox, clock });
  const audit = createAuditService({ db });
  const notifications = createNotificationsService({
    db,
    system,
    realtime: options.realtime ?? (() => null),
  });
  const captcha = createCaptchaService({
    db,
    draw: options.captcha ?? createRasterCaptcha,
    work: options.captchaWork ?? DEFAULT_CAPTCHA_WORK,
  });
  const staff = createStaffService({ db, audit, system, captcha, secrets, clock });
  const rewards = createRewardsCore({
    db,
    ledger,
    wallet,
    members,
    notifications,
    events,
    audit,
    system,
    inbox,
    clock,
  });
  const money = { db, ledger, wallet, system, audit, notifications, members, staff, events, clock };
  const deposits = createDepositService({ ...money, secrets });
  const siteAddress = createSiteAddress({
    system,
    publicUrl: options.config.publicUrl,
    port: options.config.port,
  });
  const presence = createPresence({ db, clock });
  const teamDirectory = createTeamDirectory({ db, system, presence });
  const downlines = createDownlinesService({ db, members, teamDirectory, inbox, system, siteAddress, clock });
  const vip = createVipService({ db, core: rewards, members, statistics, downlines, system, audit, clock });
  rewards.countProvider('UPGRADE_BONUS', (memberId) =>
    rewards.pendingCount(memberId, { only: 'VIP_UPGRADE' }),
  );
  const withdrawals = createWithdrawalService({
    ...money,
    withdrawable: rewards.withdrawable,
    limits: vip.withdrawalLimits,
  });
  const teamTransfers = createTeamTransferService({ ...money, withdrawals });
  const rewardTasks = createRewardTasksService({
    db,
    core: rewards,
    catalogue,
    members,
    statistics,
    eligibility: createEligibility({ members, withdrawals, statistics }),
    system,
    audit,
    clock,
  });
  rewards.countProvider('LOGIN', rewardTasks.counts.login);
  rewards.countProvider('REGISTER', rewardTasks.counts.register);
  rewards.countProvider('SAVIOR', rewardTasks.counts.savior);
  const { firebaseProjectId } = options.config;
  const phoneVerifiers = firebaseProjectId
    ? [
        createFirebasePhoneVerification({
          projectId: firebaseProjectId,
          get: httpGet,
          clock,
        }),
      ]
    : [];
  const auth = createAuthService({
    db,
    members,
    downlines,
    system,
    captcha,
    codes,
    withdrawals,
    phoneVerifiers,
    clock,
  });
  const registration = createRegistrationService({
    members,
    downlines,
    system,
    codes,
    auth,
    phoneVerifiers,
    clock,
  });
  const recovery = createRecoveryService({ db, members, system, codes, auth, outbox, siteAddress });
  const social = createSocialService({
    db,
    providers: options.config.social,
    auth,
    members,
    downlines,
    system,
  });
  const security = createSecurityService({
    db,
    members,
    system,
    codes,
    auth,
    social,
    socialProviders: options.config.social,
    clock,
  });
  const operator = createOperatorService({ db, audit, members, auth, wallet, ledger, system });
  const agentTreeAdmin = createAgentTreeAdmin({ members, teamDirectory, tree });
  const sessions = createPlayerSessions({ db, clock });
  const games = createGamesService({ db, catalogue, sessions, wallet, ledger, system, tree, events, clock });
  const gamesAdmin = createGamesAdminService({ db, audit, catalogue, secrets, system });
  const vendorApi = createVendorApiService({
    db,
    catalogue,
    sessions,
    games,
    ledger,
    wallet,
    members,
    system,
    events,
    clock,
  });
  const notices = createNoticesService({ db, audit, system, clock });
  const help = createHelpService({ db, audit, system });
  const media = createMediaService({ db, audit });
  const avatars = createAvatarService({ db, media, audit, system, clock });
  const feedback = createFeedbackService({ db, system, members, inbox, audit });
  const winners = createWinnerBoard({ db, catalogue, members, system });
  const agentReports = createAgentReportsService({
    db,
    members,
    games,
    system,
    presence,
    teamBalances: createTeamBalances({ db, clock }),
    clock,
  });
  const agentIncome = createAgentIncomeService({ ledger, members, system });
  const contracts = createContractsService({ db, members, system, audit, clock });
  const teamTransactionsReport = createTeamTransactionsService({
    db,
    members,
    system,
    deposits,
    withdrawals,
    teamTransfers,
  });
  const contractFigures = createContractFigures({ events });
  const settlements = createSettlementService({
    db,
    ledger,
    notifications,
    members,
    system,
    audit,
    figures: contractFigures,
    clock,
  });
  const audience = createAudienceCheck({ members, tree, system });
  const missions = createMissionsService({
    db,
    statistics,
    members,
    audience,
    system,
    audit,
    rewards,
    clock,
  });
  rewards.countProvider('MISSION', missions.claimableCount);
  const tickets = createTicketsService({
    db,
    core: rewards,
    audience,
    members,
    system,
    events,
    audit,
    clock,
  });
  rewards.handle('TICKET', tickets.handleTicketPrize);
  rewards.countProvider('TICKET', tickets.unopenedCount);
  rewards.countProvider('RAFFLE', tickets.openRaffleCount);
  const jackpot = createJackpotService({ db, system, get: httpGet, log: options.log });
  const rooms = createRoomsService({ catalogue, system, get: httpGet, log: options.log });
  const lottery = createLotteryService({ catalogue, games, get: httpGet, log: options.log, clock });
  const lotteryAdmin = createLotteryAdmin({
    db,
    catalogue,
    audit,
    post: options.vendorPost ?? fetchPost,
    published: lottery.published,
    clock,
    log: options.log,
  });
  const liveHosts = createLiveHostsService({ db, audit, system });
  const promotions = createPromotionsService({
    db,
    audit,
    system,
    members,
    wallet,
    notifications,
    audience,
    core: rewards,
    clock,
  });
  const points = createPointsLedger({ db, clock });
  // A reward's points go into the points ledger in the reward's transaction, keyed by the reward.
  rewards.handle('POINTS', async (tx, { memberId, rewardId, prize, key }) => {
    if (prize.kind !== 'POINTS') throw new Error(`reward ${rewardId} is no points prize`);
    await points.credit(tx, {
      memberId,
      points: prize.points,
      key,
      reason: 'REWARD',
      metadata: { rewardId },
    });
  });
  const pointMall = createPointMallService({
    db,
    points,
    ledger,
    members,
    withdrawals,
    system,
    wallet,
    notifications,
    audit,
    clock,
  });
  const referral = createReferralService({ db, members, statistics, core: rewards, system, audit, clock });
  rewards.countProvider('REFERRAL', referral.pendingCount);
  const rebate = createRebateService({
    db,
    ledger,
    system,
    members,
    downlines,
    statistics,
    audit,
    clock,
    bonusRates: vip.rebateBonus,
  });
  const pointsEarning = createPointsEarning({
    db,
    points,
    ledger,
    wallet,
    events,
    system,
    audit,
    withdrawals,
    withdrawable: rewards.withdrawable,
    clock,
  });
  return {
    clock,
    vip,
    system,
    events,
    tree,
    statistics,
    agentReports,
    agentIncome,
    contracts,
    teamTransactions: teamTransactionsReport,
    wallet,
    ledger,
    members,
    auth,
    captcha,
    outbox,
    codes,
    security,
    registration,
    recovery,
    social,
    audit,
    staff,
    operator,
    agentTreeAdmin,
    notifications,
    deposits,
    withdrawals,
    teamTransfers,
    catalogue,
    sessions,
    games,
    gamesAdmin,
    vendorApi,
    notices,
    help,
    media,
    avatars,
    inbox,
    feedback,
    winners,
    jackpot,
    rooms,
    lotteryAdmin,
    liveHosts,
    lottery,
    downlines,
    contractFigures,
    settlements,
    points,
    pointsEarning,
    rebate,
    rewards,
    promotions,
    missions,
    tickets,
    rewardTasks,
    pointMall,
    referral,
  };
};
export type Services = ReturnType<typeof createServices>;

/** Builds the gateway: plugins, hooks, every module's routes and the web app. Tests use it as is. */
export const buildApp = async (options: BuildAppOptions) => {
  const { config } = options;
  const app = Fastify({
    // Failed queries are logged without their parameters or row values (platform/db/log-redaction.ts).
    logger: withRedactedErrors(options.logger ?? { level: config.logLevel }),
    // Trust only as many X-Forwarded-For hops as there are proxies, so clients cannot fake their IP.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
    // Broken %-encoding and over-long path parameters are refused before routing: in the envelope too,
    // as are requests Node's HTTP parser refuses (oversized headers, a broken request line).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Every route's validation first refuses control characters and absurd nesting in any field.
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let realtime: Realtime | null = null;
  const services = createServices({
    ...options,
    realtime: () => realtime,
    log: app.log,
    // Vendors mounted in this process (the house vendor's `/house/api/jackpot` and `/house/api/rooms`)
    // answer without a socket.
    httpGet: async (url, signal) => {
      if (!url.startsWith('/')) return (options.httpGet ?? fetchGet)(url, signal);
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      return { status: response.statusCode, body: response.body };
    },
    // The house vendor's lottery admin calls (`/house/api/lottery/admin/...`) likewise.
    vendorPost: async (url, body, headers, signal) => {
      if (!url.startsWith('/')) return (options.vendorPost ?? fetchPost)(url, body, headers, signal);
      const response = await app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
      });
      return { status: response.statusCode, body: response.body };
    },
  });
  const guard = createAuthGuard(services.auth.authenticate);
  // Every contract endpoint is registered through this router; `access` picks the guard.
  const route = createRouter(app, {
    guards: {
      session: guard.requireSession,
      member: guard.requireRealMember,
      memberOrFreePlay: guard.requireRealMemberUnlessFreePlay,
      staff: createStaffGuard(services.staff),
    },
  });
  realtime = attachRealtime(app.server, {
    // A session that must change its password first gets no live events either.
    authenticate: async (token) => {
      const principal = await services.auth.authenticate(token);
      return principal?.passwordChangeOnly ? null : principal;
    },
    pool: options.database.raw.kind === 'postgres' ? options.database.raw.pool : null,
    log: app.log,
  });
  const liveRealtime = realtime;
  const nonces = createNonceRegister({ db: options.database.db, clock: () => Date.now() });
  // The jobs and consumers below read settings from their first tick: a new database gets its defaults first.
  await services.system.ensureDefaults();
  // A new database gets the default avatar icons too (one the operator removed stays removed).
  await services.avatars.ensureDefaultIcons();
  // The platform's sweeps run as period jobs: each minute (or hour) is claimed once across instances.
  const jobRunner = createJobRunner({
    db: options.database.db,
    clock: services.clock,
    timeZone: async () => (await services.system.getSiteSetting()).timeZone,
    log: app.log,
    jobs: [
      {
        name: 'expire-deposits',
        period: { every: 'minutes', minutes: 1 },
        run: services.deposits.expireOverdue,
      },
      { name: 'purge-launch-tokens', period: { every: 'hour' }, run: services.sessions.purgeExpiredTokens },
      // Locks from wrong passwords end by themselves; a login after the time lifts its own lock at once.
      {
        name: 'release-expired-locks',
        period: { every: 'minutes', minutes: 1 },
        run: () => services.members.releaseExpiredLocks(),
      },
      { name: 'purge-sealed-nonces', period: { every: 'minutes', minutes: 1 }, run: nonces.purgeExpired },
      ...services.settlements.jobs(),
      ...services.rebate.jobs(),
      ...services.vip.jobs(),
      ...services.rewards.jobs(),
      ...services.missions.jobs(),
      ...services.tickets.jobs(),
      ...services.rewardTasks.jobs(),
      ...services.referral.jobs(),
    ],
  });
  const scheduler = startJobRunner(jobRunner, app.log);
  // Event consumers are not periodic work but a cursor: statistics follow the events within a second,
  // and a second instance finds the batch taken (its checkpoint row locked) and skips.
  const consumers = startScheduler(
    [
      { name: 'apply-statistics', pattern: '* * * * * *', run: services.statistics.drain },
      { name: 'apply-contract-figures', pattern: '* * * * * *', run: services.contractFigures.drain },
      { name: 'apply-rewards-turnover', pattern: '* * * * * *', run: services.rewards.turnover.drain },
      { name: 'apply-tickets-earning', pattern: '* * * * * *', run: services.tickets.drainEarning },
      { name: 'apply-points-earning', pattern: '* * * * * *', run: services.pointsEarning.drain },
    ],
    app.log,
  );
  app.addHook('preClose', async () => {
    scheduler.stop();
    consumers.stop();
    await liveRealtime.close();
  });

  registerRequestContext(app);
  registerErrorHandler(app);
  app.decorateRequest('principal', null);
  app.decorateRequest('staff', null);

  registerSecurityHeaders(app);
  // Pages and JSON answers over 1 KB go out compressed (brotli at the library's quality 4, else gzip);
  // the built assets already have their .br and .gz copies.
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(rateLimit, {
    global: false,
    store: createPgRateLimitStore(options.database.db),
    errorResponseBuilder: (_request, context) =>
      new AppError('too_many_requests', {
        headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Platform gateway',
        version: '1.0.0',
        description:
          'Every answer is an envelope `{ success, value }` or `{ success: false, errorCode, message, value }`. ' +
          'Headers: `Authorization: <token>`, `Merchant`, `Language: JA|EN`, `Device: web`. Calls marked encrypted ' +
          'take `{ value }` sealed with AES-256-GCM and the key wrapped by RSA-OAEP-256 in the `Encryption` header; ' +
          'the sealed JSON is `{ timestamp, nonce, payload }` (ms, 16 random bytes base64, the call body): a body ' +
          'sealed more than 5 minutes from the gateway clock is `request_stale` (with `value.serverTime`), a nonce ' +
          'seen before is `request_replayed`.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  registerStatusGate(app, (ip) => services.system.getVisitorStatus(ip));
  registerEncryptionHook(app, {
    getPrivateKey: async () => (await services.system.getEncryptionKeys()).privateKey,
    nonces,
  });

  registerSystemRoutes(app, route, services);
  registerAuthRoutes(route, {
    auth: services.auth,
    captcha: services.captcha,
    limits: options.rateLimits ?? DEFAULT_RATE_LIMITS,
  });
  registerAccountRoutes(route, {
    ...services,
    limits: { ...ACCOUNT_RATE_LIMITS, register: (options.rateLimits ?? DEFAULT_RATE_LIMITS).register },
  });
  const { login: loginLimit } = options.rateLimits ?? DEFAULT_RATE_LIMITS;
  registerSocialRoutes(route, {
    social: services.social,
    guard,
    limits: { start: loginLimit, callback: loginLimit, login: loginLimit },
  });
  registerMemberRoutes(route, services);
  registerSecurityRoutes(app, route, {
    security: services.security,
    limits: {
      secrets: (options.rateLimits ?? DEFAULT_RATE_LIMITS).login,
      codes: (options.rateLimits ?? DEFAULT_RATE_LIMITS).register,
    },
  });
  await app.register(formbody);
  registerImageBodies(app);
  registerAvatarRoutes(route, services);
  registerAvatarConsoleRoutes(route, { avatars: services.avatars, actorOf });
  registerWalletRoutes(route, services);
  registerTeamTransferRoutes(route, { teamTransfers: services.teamTransfers, actorOf });
  registerNotificationRoutes(route, services);
  registerMessageRoutes(route, { ...services, feedbackLimit: FEEDBACK_RATE_LIMIT });
  registerGameRoutes(route, services);
  registerLiveRoutes(route, services);
  registerLotteryRoutes(route, services);
  registerDownlineRoutes(route, services);
  registerNoticeRoutes(route, { notices: services.notices, authenticate: services.auth.authenticate });
  registerMediaRoutes(route, services);
  registerAgentRoutes(route, services);
  registerContractRoutes(route, services);
  registerContractConsoleRoutes(route, { contracts: services.contracts, actorOf });
  registerSettlementRoutes(route, services);
  registerSettlementConsoleRoutes(route, { settlements: services.settlements, actorOf });
  registerPromotionRoutes(route, {
    promotions: services.promotions,
    authenticate: services.auth.authenticate,
  });
  registerPromotionConsoleRoutes(route, { promotions: services.promotions, actorOf });
  registerPointsRoutes(route, services);
  registerPointsEarningRoutes(route, services);
  registerPointsEarningConsoleRoutes(route, { pointsEarning: services.pointsEarning, actorOf });
  registerRebateRoutes(route, services);
  registerRebateConsoleRoutes(route, { rebate: services.rebate, actorOf });
  registerReferralRoutes(route, services);
  registerReferralConsoleRoutes(route, { referral: services.referral, actorOf });
  registerVipRoutes(route, services);
  registerVipConsoleRoutes(route, { vip: services.vip, actorOf });
  registerRewardsCoreRoutes(route, { rewards: services.rewards, actorOf });
  registerMissionRoutes(route, services);
  registerMissionConsoleRoutes(route, { missions: services.missions, actorOf });
  registerTicketRoutes(route, services);
  registerTicketConsoleRoutes(route, { tickets: services.tickets, actorOf });
  registerRewardTaskRoutes(route, services);
  registerRewardTaskConsoleRoutes(route, { rewardTasks: services.rewardTasks, actorOf });
  registerPointMallRoutes(route, { mall: services.pointMall });
  registerPointMallConsoleRoutes(route, { mall: services.pointMall, actorOf });
  registerLotteryConsoleRoutes(route, { lotteryAdmin: services.lotteryAdmin, actorOf });
  await registerVendorApiRoutes(app, route, { vendorApi: services.vendorApi, clock: services.clock });
  registerSandboxGateway(app, {
    findSecret: services.deposits.findGatewaySecret,
    clock: services.clock,
    // The gateway calls the merchant's notify URL through the whole HTTP stack, as an outside one would.
    deliver: async (path, notification) => {
      const response = await app.inject({ method: 'POST', url: path, payload: notification });
      return response.statusCode === 200;
    },
  });
  registerConsoleRoutes(route, {
    ...services,
    loginLimit: (options.rateLimits ?? DEFAULT_RATE_LIMITS).login,
    captchaLimit: (options.rateLimits ?? DEFAULT_RATE_LIMITS).captcha,
  });
  await registerStaticWeb(
    app,
    { web: config.webDist, console: config.consoleDist },
    createPageBoot(services),
    () => services.system.getSiteSetting(),
  );

  return { app, services, jobRunner };
};
