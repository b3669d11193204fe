import { z } from 'zod';
import {
  DEPOSIT_CHANNEL_KIND,
  depositRequestSchema,
  errorMessage,
  parseMinorUnits,
  type DepositChannel,
  type Language,
} from '@platform/contract';
import { contractText } from '../../../shared/lib/form.ts';
import { formatAmount } from '../../../shared/lib/format.ts';
import { readImageFile } from '../../../shared/lib/image-file.ts';

/** The proof file input: one png or jpg of at most 5 MB, checked by its bytes. */
export const proofSchema = (language: Language, requiredText: string) =>
  z.custom<FileList | undefined>().transform(async (files, context) => {
    const file = files?.[0];
    if (file === undefined) {
      context.addIssue({ code: 'custom', message: requiredText });
      return z.NEVER;
    }
    const image = await readImageFile(file);
    if (image === undefined) {
      context.addIssue({ code: 'custom', message: errorMessage('upload_invalid_image', language) });
      return z.NEVER;
    }
    return image;
  });

/** "Enter an amount from 100.00 to 50,000.00" when the amount is outside `[min, max]`. */
export const amountInRange = (
  amount: bigint,
  limits: { minAmount: string; maxAmount: string },
  context: z.RefinementCtx,
  language: Language,
) => {
  const min = parseMinorUnits(limits.minAmount) ?? 0n;
  const max = parseMinorUnits(limits.maxAmount);
  if (amount < min || (max !== undefined && amount > max)) {
    context.addIssue({
      code: 'custom',
      message: contractText('amountRange', language, {
        min: formatAmount(limits.minAmount),
        max: formatAmount(limits.maxAmount),
      }),
    });
  }
};

/**
 * The deposit form for the chosen channel: the contract's amount rule, the channel's limits, and
 * for a bank transfer the proof image.
 */
export const buildDepositSchema = (
  channel: DepositChannel | undefined,
  language: Language,
  proofRequiredText: string,
) =>
  z.object({
    amount: depositRequestSchema.shape.amount.superRefine((amount, context) => {
      if (channel !== undefined) amountInRange(amount, channel, context, language);
    }),
    proof:
      channel?.kind === DEPOSIT_CHANNEL_KIND.BANK_TRANSFER
        ? proofSchema(language, proofRequiredText)
        : z.custom<FileList | undefined>().transform(() => undefined),
  });

export type DepositFormValues = z.input<ReturnType<typeof buildDepositSchema>>;
export type DepositFormOutput = z.output<ReturnType<typeof buildDepositSchema>>;
