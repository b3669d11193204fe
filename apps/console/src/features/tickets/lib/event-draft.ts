import {
  shareOf,
  type TicketEarningRule,
  type TicketEventAdmin,
  type TicketEventInput,
  type TicketKind,
  type TicketPrize,
} from '@platform/contract';

/*
 * The event form's draft: every field as the inputs hold it (text), turned into the contract's
 * input on save (the server validates it and answers field errors) and back from a saved event.
 */

export const PRIZE_KINDS_OF_TICKETS = ['MONEY', 'BONUS', 'POINTS', 'ITEM', 'RETRY'] as const;
export type TicketPrizeKind = (typeof PRIZE_KINDS_OF_TICKETS)[number];
export const RULE_KINDS = ['DEPOSIT', 'VALID_BET', 'NEGATIVE_PROFIT'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

export interface PrizeDraft {
  kind: TicketPrizeKind;
  weight: string;
  amount: string;
  /** A BONUS's turnover as a multiple of the bonus ("3" = 3×). */
  turnover: string;
  points: string;
  itemJa: string;
  itemEn: string;
  itemImage: string;
}

export interface RuleDraft {
  kind: RuleKind;
  amount: string;
}

export interface EventDraft {
  kind: TicketKind;
  titleJa: string;
  titleEn: string;
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone (datetime-local inputs). */
  startsAt: string;
  endsAt: string;
  weekdays: number[];
  start: string;
  minutes: string;
  prizes: PrizeDraft[];
  budget: string;
  rules: RuleDraft[];
  vipLevels: string;
  /** The agents whose teams the event is for (member ids). */
  agentIds: number[];
  labels: string;
  enabled: boolean;
}

export const emptyPrize = (kind: TicketPrizeKind = 'MONEY'): PrizeDraft => ({
  kind,
  weight: '1',
  amount: '',
  turnover: '0',
  points: '',
  itemJa: '',
  itemEn: '',
  itemImage: '',
});

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a datetime-local value in the browser's zone. */
export const toLocalInput = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

export const newDraft = (now: Date): EventDraft => ({
  kind: 'PRIZE_WHEEL',
  titleJa: '',
  titleEn: '',
  startsAt: toLocalInput(now),
  endsAt: toLocalInput(new Date(now.getTime() + 30 * 86_400_000)),
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  start: '20:00',
  minutes: '10',
  prizes: [emptyPrize('MONEY'), emptyPrize('RETRY')],
  budget: '',
  rules: [],
  vipLevels: '',
  agentIds: [],
  labels: '',
  enabled: true,
});

const list = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

const integer = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** A datetime-local value as an ISO instant with its offset; left as typed when it is no date (the server says so). */
const instant = (local: string) => {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

const prizeOf = (draft: PrizeDraft): TicketPrize => {
  const weight = integer(draft.weight);
  switch (draft.kind) {
    case 'MONEY':
      return { kind: 'MONEY', weight, amount: draft.amount.trim() };
    case 'BONUS':
      return {
        kind: 'BONUS',
        weight,
        amount: draft.amount.trim(),
        turnoverMultiple: Math.round(Number(draft.turnover || '0') * 100),
      };
    case 'POINTS':
      return { kind: 'POINTS', weight, points: integer(draft.points) };
    case 'ITEM':
      return {
        kind: 'ITEM',
        weight,
        itemName: { JA: draft.itemJa, EN: draft.itemEn },
        itemImage: draft.itemImage.trim() === '' ? null : draft.itemImage.trim(),
      };
    case 'RETRY':
      return { kind: 'RETRY', weight };
  }
};

const ruleOf = (draft: RuleDraft): TicketEarningRule => {
  const amount = draft.amount.trim();
  switch (draft.kind) {
    case 'DEPOSIT':
      return { kind: 'DEPOSIT', minAmount: amount };
    case 'VALID_BET':
      return { kind: 'VALID_BET', per: amount };
    case 'NEGATIVE_PROFIT':
      return { kind: 'NEGATIVE_PROFIT', minLoss: amount };
  }
};

export const toInput = (draft: EventDraft): TicketEventInput => ({
  kind: draft.kind,
  title: { JA: draft.titleJa, EN: draft.titleEn },
  startsAt: instant(draft.startsAt),
  endsAt: instant(draft.endsAt),
  schedule:
    draft.kind === 'RED_ENVELOPE'
      ? { weekdays: [...draft.weekdays].sort(), start: draft.start, minutes: integer(draft.minutes) }
      : null,
  prizes: draft.prizes.map(prizeOf),
  budget: draft.budget.trim(),
  rules: draft.rules.map(ruleOf),
  audience: {
    vipLevels: list(draft.vipLevels).map(Number),
    agentIds: draft.agentIds,
    labels: list(draft.labels),
  },
  enabled: draft.enabled,
});

const prizeDraftOf = (prize: TicketPrize): PrizeDraft => ({
  ...emptyPrize(prize.kind),
  weight: String(prize.weight),
  amount: prize.kind === 'MONEY' || prize.kind === 'BONUS' ? prize.amount : '',
  turnover: prize.kind === 'BONUS' ? String(prize.turnoverMultiple / 100) : '0',
  points: prize.kind === 'POINTS' ? String(prize.points) : '',
  itemJa: prize.kind === 'ITEM' ? prize.itemName.JA : '',
  itemEn: prize.kind === 'ITEM' ? prize.itemName.EN : '',
  itemImage: prize.kind === 'ITEM' ? (prize.itemImage ?? '') : '',
});

/** A saved event as the form edits it (the console lists times as `YYYY-MM-DD HH:mm:ss` of the merchant). */
export const draftOf = (event: TicketEventAdmin): EventDraft => ({
  kind: event.kind,
  titleJa: event.title.JA,
  titleEn: event.title.EN,
  startsAt: event.startsAt.slice(0, 16).replace(' ', 'T'),
  endsAt: event.endsAt.slice(0, 16).replace(' ', 'T'),
  weekdays: event.schedule?.weekdays ?? [1, 2, 3, 4, 5, 6, 7],
  start: event.schedule?.start ?? '20:00',
  minutes: String(event.schedule?.minutes ?? 10),
  prizes: event.prizes.map(prizeDraftOf),
  budget: event.budget,
  rules: event.rules.map((rule) => ({
    kind: rule.kind,
    amount: rule.kind === 'DEPOSIT' ? rule.minAmount : rule.kind === 'VALID_BET' ? rule.per : rule.minLoss,
  })),
  vipLevels: event.audience.vipLevels.join(', '),
  agentIds: event.audience.agentIds,
  labels: event.audience.labels.join(', '),
  enabled: event.enabled,
});

/** Each prize's published share as the member will see it ("12.50"), from the weights typed so far. */
export const oddsOf = (prizes: readonly PrizeDraft[]): string[] => {
  const weights = prizes.map((prize) => {
    const weight = integer(prize.weight);
    return Number.isFinite(weight) ? weight : 0;
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => shareOf(weight, total));
};
