import type { GameCategory } from '@platform/contract';

/** Integer minor units as a decimal string (JSON has no 64-bit integers). */
export type MinorUnits = string;

/**
 * The events other domains react to, by type, with their payloads. Every event also carries the
 * member it is about and when it happened (the row's `member_id` and `occurred_at`).
 */
export interface DomainEventPayloads {
  /** A real-money round closed with its totals; `uplineIds` is the member's upline chain then, nearest first. */
  'round.settled': {
    vassalage: string;
    roundId: string;
    nodeId: number;
    category: GameCategory;
    stake: MinorUnits;
    validBet: MinorUnits;
    payout: MinorUnits;
    uplineIds: number[];
    /** The lottery draw the round's bet was on (a lottery order is one round); absent on older events. */
    drawNo?: string | null;
  };
  /** A real-money bet debited from the member's wallet. */
  'bet.placed': { vassalage: string; roundId: string; category: GameCategory; amount: MinorUnits };
  /** A bet refunded by the vendor; `cancelled` when it left its round without stake. */
  'bet.rolled_back': {
    vassalage: string;
    roundId: string;
    category: GameCategory;
    amount: MinorUnits;
    cancelled: boolean;
  };
  'deposit.credited': { orderId: number; amount: MinorUnits };
  'withdrawal.paid': { orderId: number; amount: MinorUnits };
  'withdrawal.returned': { orderId: number; amount: MinorUnits };
  /** `parentId` is the upline the member registered (or was created) under. */
  'member.registered': { parentId: number | null };
  'member.login': Record<string, never>;
  /** The operator moved the member (and its whole team) under another upline. */
  'member.moved': { fromParentId: number | null; toParentId: number };
  /** A team transfer (agent and direct downline, or member to upline); `memberId` is who made it. */
  'team.transferred': {
    transferNo: string;
    direction: string;
    fromMemberId: number;
    toMemberId: number;
    amount: MinorUnits;
  };
  /** A fund transfer between the member's own wallets (spec: transferFund). */
  'wallet.transferred': { from: string; to: string; amount: MinorUnits };
}

export type DomainEventType = keyof DomainEventPayloads;

export type DomainEventInput = {
  [K in DomainEventType]: { type: K; memberId: number | null; payload: DomainEventPayloads[K] };
}[DomainEventType];
