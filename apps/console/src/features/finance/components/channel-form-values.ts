import { z } from 'zod';
import {
  DEPOSIT_CHANNEL_KIND,
  depositChannelInputSchema,
  type DepositChannelAdmin,
  type DepositChannelKind,
  type PaymentGateway,
} from '@platform/contract';

/** The channel form as typed: numbers as text, the payee kept while the kind is online. */
export interface ChannelFormValues {
  kind: DepositChannelKind;
  gateway: PaymentGateway | '';
  name: { JA: string; EN: string };
  minAmount: string;
  maxAmount: string;
  enabled: boolean;
  sortOrder: string;
  payee: { bankName: string; branchName: string; accountName: string; accountNumber: string };
  instructions: { JA: string; EN: string };
  expiryMinutes: string;
}

/** Orders wait a day for their transfer unless the operator says otherwise. */
const DEFAULT_EXPIRY_MINUTES = 24 * 60;

export const EMPTY_CHANNEL: ChannelFormValues = {
  kind: DEPOSIT_CHANNEL_KIND.BANK_TRANSFER,
  gateway: '',
  name: { JA: '', EN: '' },
  minAmount: '',
  maxAmount: '',
  enabled: true,
  sortOrder: '0',
  payee: { bankName: '', branchName: '', accountName: '', accountNumber: '' },
  instructions: { JA: '', EN: '' },
  expiryMinutes: String(DEFAULT_EXPIRY_MINUTES),
};

export const toChannelValues = (channel: DepositChannelAdmin): ChannelFormValues => ({
  kind: channel.kind,
  gateway: channel.gateway ?? '',
  name: channel.name,
  minAmount: channel.minAmount,
  maxAmount: channel.maxAmount,
  enabled: channel.enabled,
  sortOrder: String(channel.sortOrder),
  payee: channel.payee ?? EMPTY_CHANNEL.payee,
  instructions: channel.instructions,
  expiryMinutes: String(channel.expiryMinutes),
});

/** A whole number as typed; empty is missing (a "required" message), anything else is checked as is. */
const toNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** What the contract checks: only the kind's own part (payee or gateway), numbers as numbers. */
const toInput = (values: ChannelFormValues) => {
  const isBankTransfer = values.kind === DEPOSIT_CHANNEL_KIND.BANK_TRANSFER;
  return {
    ...values,
    gateway: isBankTransfer || values.gateway === '' ? null : values.gateway,
    payee: isBankTransfer ? values.payee : null,
    sortOrder: toNumber(values.sortOrder),
    expiryMinutes: toNumber(values.expiryMinutes),
  };
};

/** The contract's channel rules over the form's values; errors land on the form's own paths. */
export const channelFormSchema = z.preprocess(
  (values) => toInput(values as ChannelFormValues),
  depositChannelInputSchema,
) as unknown as z.ZodType<z.output<typeof depositChannelInputSchema>, ChannelFormValues>;

/** Where the gateway's field errors (`value.fields` keys) show in the form. */
export const CHANNEL_FIELDS = [
  'kind',
  'gateway',
  'name',
  'name.JA',
  'name.EN',
  'minAmount',
  'maxAmount',
  'enabled',
  'sortOrder',
  'payee',
  'payee.bankName',
  'payee.branchName',
  'payee.accountName',
  'payee.accountNumber',
  'instructions.JA',
  'instructions.EN',
  'expiryMinutes',
] as const;
export type ChannelField = (typeof CHANNEL_FIELDS)[number];
export const isChannelField = (key: string): key is ChannelField =>
  (CHANNEL_FIELDS as readonly string[]).includes(key);
