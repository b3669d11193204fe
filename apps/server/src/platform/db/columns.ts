import { customType } from 'drizzle-orm/pg-core';

/** Binary data (uploaded images) as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A 64-bit transaction id (`xid8`), as a decimal string: domain events carry the id of the
 * transaction that wrote them, so consumers can read only what no open transaction can still add to.
 */
export const xid8 = customType<{ data: string; driverData: string | number | bigint }>({
  dataType: () => 'xid8',
  fromDriver: (value) => String(value),
});
