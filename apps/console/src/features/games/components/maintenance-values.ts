import type { MaintenanceInput } from '@platform/contract';
import { toInstant, toLocalInput } from '../../../shared/lib/local-time.ts';

/** A maintenance window as typed: two `datetime-local` values in the staff member's time zone. */
export interface MaintenanceValues {
  startTime: string;
  endTime: string;
}

export const NO_MAINTENANCE: MaintenanceValues = { startTime: '', endTime: '' };

/** The window stored for a vendor or game, ready for the inputs. */
export const toMaintenanceValues = (window: MaintenanceInput | null): MaintenanceValues =>
  window === null
    ? NO_MAINTENANCE
    : { startTime: toLocalInput(window.startTime), endTime: toLocalInput(window.endTime) };

/** Both inputs empty: no maintenance. Otherwise both instants, checked by the contract. */
export const toMaintenanceInput = (values: MaintenanceValues) =>
  values.startTime.trim() === '' && values.endTime.trim() === ''
    ? null
    : { startTime: toInstant(values.startTime), endTime: toInstant(values.endTime) };

export type MaintenancePhase = 'now' | 'planned' | 'ended';

/** Where a window stands against the clock. */
export const maintenancePhase = (window: MaintenanceInput, now = Date.now()): MaintenancePhase => {
  if (now < Date.parse(window.startTime)) return 'planned';
  return now < Date.parse(window.endTime) ? 'now' : 'ended';
};
