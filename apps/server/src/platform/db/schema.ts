/** Every table, for drizzle-kit and the typed database handle. Modules own their tables. */
export * from '../../modules/system/tables.ts';
export * from '../../modules/members/tables.ts';
export * from '../../modules/auth/tables.ts';
export * from '../ledger/tables.ts';
export * from '../audit/tables.ts';
export * from '../events/tables.ts';
export * from '../agent-tree/tables.ts';
export * from '../statistics/tables.ts';
export * from '../../modules/wallet/tables.ts';
export * from '../rate-limit/tables.ts';
export * from '../captcha/tables.ts';
export * from '../../modules/console/tables.ts';
export * from '../outbox/tables.ts';
export * from '../../modules/notifications/tables.ts';
export * from '../../modules/games/tables.ts';
export * from '../../modules/vendor-api/tables.ts';
export * from '../media/tables.ts';
export * from '../../modules/notices/tables.ts';
export * from '../../modules/messages/tables.ts';
export * from '../crypto/tables.ts';
export * from '../jobs/tables.ts';
export * from '../../modules/downlines/tables.ts';
export * from '../../modules/team-transfers/tables.ts';
export * from '../../modules/contracts/tables.ts';
<<<<<<< HEAD
export * from '../../modules/rewards/tasks/tables.ts';
=======
export * from '../../modules/rewards/core/tables.ts';
>>>>>>> wt-core
