import type { CustomerServiceEntry } from '@platform/contract';

/** Customer service opens in a 440x750 window (spec section 9). */
const WINDOW_FEATURES = 'width=440,height=750,noopener,noreferrer';

export const openCustomerService = (entry: CustomerServiceEntry) => {
  window.open(entry.path, 'customer-service', WINDOW_FEATURES);
};
