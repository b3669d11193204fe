import { DEVICE_ID_PATTERN } from '@platform/contract';

const DEVICE_ID_KEY = 'deviceId';

/**
 * This browser's device id: a random UUID kept in localStorage and sent as the `Device-Id` header, so
 * a registration records the device it came from (invite friends refuses the inviter's own device).
 * Null where storage is unavailable.
 */
export const getDeviceId = (): string | null => {
  try {
    const stored = localStorage.getItem(DEVICE_ID_KEY);
    if (stored && DEVICE_ID_PATTERN.test(stored)) return stored;
    const created = crypto.randomUUID();
    localStorage.setItem(DEVICE_ID_KEY, created);
    return created;
  } catch {
    return null;
  }
};
