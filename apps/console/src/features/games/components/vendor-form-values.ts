import { z } from 'zod';
import {
  vendorCreateSchema,
  vendorUpdateSchema,
  type GameCategory,
  type VendorAdmin,
  type WalletMode,
} from '@platform/contract';
import {
  NO_MAINTENANCE,
  toMaintenanceInput,
  toMaintenanceValues,
  type MaintenanceValues,
} from './maintenance-values.ts';

/** The vendor form as typed: the order as text, an empty logo as none, the window in local time. */
export interface VendorFormValues {
  vassalage: string;
  displayName: string;
  logoUrl: string;
  categories: GameCategory[];
  walletMode: WalletMode;
  launchUrl: string;
  jackpotUrl: string;
  roomsUrl: string;
  lotteryUrl: string;
  sortOrder: string;
  maintenance: MaintenanceValues;
}

export const EMPTY_VENDOR: VendorFormValues = {
  vassalage: '',
  displayName: '',
  logoUrl: '',
  categories: [],
  walletMode: 'SEAMLESS',
  launchUrl: '',
  jackpotUrl: '',
  roomsUrl: '',
  lotteryUrl: '',
  sortOrder: '0',
  maintenance: NO_MAINTENANCE,
};

export const toVendorValues = (vendor: VendorAdmin): VendorFormValues => ({
  vassalage: vendor.vassalage,
  displayName: vendor.displayName,
  logoUrl: vendor.logoUrl ?? '',
  categories: vendor.categories,
  walletMode: vendor.walletMode,
  launchUrl: vendor.launchUrl,
  jackpotUrl: vendor.jackpotUrl ?? '',
  roomsUrl: vendor.roomsUrl ?? '',
  lotteryUrl: vendor.lotteryUrl ?? '',
  sortOrder: String(vendor.sortOrder),
  maintenance: toMaintenanceValues(vendor.maintenance),
});

/** Empty is missing (a "required" message); anything else is checked as typed. */
const orMissing = (text: string): string | undefined => (text.trim() === '' ? undefined : text);
/** An optional address: empty is none. */
const orNull = (text: string): string | null => (text.trim() === '' ? null : text);
const toNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

const common = (values: VendorFormValues) => ({
  displayName: values.displayName,
  logoUrl: orNull(values.logoUrl),
  // An unticked group reads `false` in some browsers' form state: no category either way.
  categories: Array.isArray(values.categories) ? values.categories : [],
  walletMode: values.walletMode,
  launchUrl: values.launchUrl,
  jackpotUrl: orNull(values.jackpotUrl),
  roomsUrl: orNull(values.roomsUrl),
  lotteryUrl: orNull(values.lotteryUrl),
  sortOrder: toNumber(values.sortOrder),
});

/** A new vendor: the contract's create rules over the typed values. */
export const vendorCreateFormSchema = z.preprocess((values) => {
  const typed = values as VendorFormValues;
  return { vassalage: orMissing(typed.vassalage), ...common(typed) };
}, vendorCreateSchema) as unknown as z.ZodType<z.output<typeof vendorCreateSchema>, VendorFormValues>;

/**
 * An edit sends the whole form, so every field is required here, as when creating; status has its
 * own action in the table.
 */
const vendorEditSchema = vendorUpdateSchema.omit({ status: true }).required();

export const vendorEditFormSchema = z.preprocess((values) => {
  const typed = values as VendorFormValues;
  return { ...common(typed), maintenance: toMaintenanceInput(typed.maintenance) };
}, vendorEditSchema) as unknown as z.ZodType<z.output<typeof vendorEditSchema>, VendorFormValues>;

/** Where the gateway's field errors (`value.fields` keys) show in the form. */
const VENDOR_FIELDS = [
  'vassalage',
  'displayName',
  'logoUrl',
  'categories',
  'walletMode',
  'launchUrl',
  'jackpotUrl',
  'roomsUrl',
  'lotteryUrl',
  'sortOrder',
  'maintenance.startTime',
  'maintenance.endTime',
] as const;
export type VendorField = (typeof VENDOR_FIELDS)[number];
export const isVendorField = (key: string): key is VendorField =>
  (VENDOR_FIELDS as readonly string[]).includes(key);
