import { customType } from 'drizzle-orm/pg-core';

/** Binary data (uploaded images) as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
