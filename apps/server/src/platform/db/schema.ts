/** Every table, for drizzle-kit and the typed database handle. Modules own their tables. */
export * from '../../modules/system/tables.ts';
export * from '../../modules/members/tables.ts';
export * from '../../modules/auth/tables.ts';
export * from '../ledger/tables.ts';
export * from '../audit/tables.ts';
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
