import type { CustomerServiceEntry } from '@platform/contract';

/** Customer service opens in a 440x750 window (spec section 9); so does a live host's chat. */
const WINDOW_FEATURES = 'width=440,height=750,noopener,noreferrer';

/** Opens `url` in the customer-service window; one window per `name` (a new channel replaces its page). */
export const openServiceWindow = (url: string, name: 'customer-service' | 'live-chat') => {
  window.open(url, name, WINDOW_FEATURES);
};

export const openCustomerService = (entry: CustomerServiceEntry) => {
  openServiceWindow(entry.path, 'customer-service');
};
