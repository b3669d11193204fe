import { z } from 'zod';
import {
  GAME_CATEGORIES,
  TURNOVER_WEIGHT_SCALE,
  promotionInputSchema,
  type GameCategory,
  type PromotionAdmin,
  type PromotionClaimMode,
  type PromotionJoinMode,
  type PromotionRewardKind,
} from '@platform/contract';
import { toInstant, toLocalInput } from '../../../shared/lib/local-time.ts';

/** The promotion form as typed: numbers and lists as text, the period in the staff member's local time. */
export interface PromotionFormValues {
  title: { JA: string; EN: string };
  content: { JA: string; EN: string };
  coverImageUrl: string | null;
  startsAt: string;
  endsAt: string;
  /** Comma-separated VIP levels, agent ids and labels; empty: everyone. */
  vipLevels: string;
  agentIds: string;
  labels: string;
  categories: GameCategory[];
  joinMode: PromotionJoinMode;
  rewardKind: PromotionRewardKind | '';
  rewardAmount: string;
  claimMode: PromotionClaimMode;
  claimDays: string;
  /** The turnover multiple of a bonus, in times ("3" = 3× the bonus); empty: none. */
  turnoverTimes: string;
  budget: string;
  sortOrder: string;
  published: boolean;
}

export const EMPTY_PROMOTION: PromotionFormValues = {
  title: { JA: '', EN: '' },
  content: { JA: '', EN: '' },
  coverImageUrl: null,
  startsAt: '',
  endsAt: '',
  vipLevels: '',
  agentIds: '',
  labels: '',
  categories: [],
  joinMode: 'APPLY',
  rewardKind: 'MONEY',
  rewardAmount: '',
  claimMode: 'MANUAL',
  claimDays: '',
  turnoverTimes: '',
  budget: '',
  sortOrder: '0',
  published: false,
};

const joined = (values: readonly (string | number)[]) => values.join(', ');

export const toPromotionValues = (row: PromotionAdmin): PromotionFormValues => ({
  title: row.title,
  content: row.content,
  coverImageUrl: row.coverImageUrl,
  startsAt: toLocalInput(row.startsAt),
  endsAt: toLocalInput(row.endsAt),
  vipLevels: joined(row.audience.vipLevels),
  agentIds: joined(row.audience.agentIds),
  labels: joined(row.audience.labels),
  categories: row.categories,
  joinMode: row.joinMode,
  rewardKind: row.reward?.kind ?? '',
  rewardAmount: row.reward?.amount ?? '',
  claimMode: row.reward?.claimMode ?? 'MANUAL',
  claimDays: row.reward?.claimDays === null || row.reward === null ? '' : String(row.reward.claimDays),
  turnoverTimes: row.reward?.turnover ? String(row.reward.turnover.multiple / 100) : '',
  budget: row.budget ?? '',
  sortOrder: String(row.sortOrder),
  published: row.published,
});

const list = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
const numbers = (text: string) => list(text).map(Number);
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * A bonus's turnover: the multiple in hundredths, counting the promotion's products in full (every
 * product when it names none).
 */
const turnoverOf = (values: PromotionFormValues) => {
  if (values.joinMode === 'NONE' || values.rewardKind !== 'BONUS' || values.turnoverTimes.trim() === '')
    return null;
  const products = values.categories.length === 0 ? GAME_CATEGORIES : values.categories;
  return {
    multiple: Math.round(Number(values.turnoverTimes) * 100),
    base: 'BONUS' as const,
    weights: Object.fromEntries(products.map((category) => [category, TURNOVER_WEIGHT_SCALE])),
  };
};

export const promotionFormSchema = z.preprocess((raw) => {
  const values = raw as PromotionFormValues;
  return {
    title: values.title,
    content: values.content,
    coverImageUrl: values.coverImageUrl ?? '',
    startsAt: toInstant(values.startsAt) ?? '',
    endsAt: toInstant(values.endsAt) ?? '',
    audience: {
      vipLevels: numbers(values.vipLevels),
      agentIds: numbers(values.agentIds),
      labels: list(values.labels),
    },
    categories: values.categories,
    joinMode: values.joinMode,
    rewardKind: values.joinMode === 'NONE' || values.rewardKind === '' ? null : values.rewardKind,
    rewardAmount: orNull(values.rewardAmount),
    claimMode: values.claimMode,
    claimDays: values.claimDays.trim() === '' ? null : Number(values.claimDays),
    turnover: turnoverOf(values),
    budget: orNull(values.budget),
    sortOrder: values.sortOrder.trim() === '' ? undefined : Number(values.sortOrder),
    published: values.published,
  };
}, promotionInputSchema) as unknown as z.ZodType<z.output<typeof promotionInputSchema>, PromotionFormValues>;

/** The form's inputs a server field error can sit under; anything else goes to the form's alert. */
export const PROMOTION_FIELDS = [
  'coverImageUrl',
  'startsAt',
  'endsAt',
  'rewardKind',
  'rewardAmount',
  'claimDays',
  'budget',
  'sortOrder',
] as const;
