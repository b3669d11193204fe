/** The points ledger's reasons the member's history names; any other shows as "other". */
const REASONS = ['REWARD', 'EARN_BET', 'EARN_DEPOSIT', 'PURCHASE', 'REDEEM', 'REDEEM_REFUND'] as const;
type Reason = (typeof REASONS)[number];

const isKnown = (reason: string): reason is Reason => (REASONS as readonly string[]).includes(reason);

/** The text key of a points movement's reason. */
export const reasonKey = (reason: string) => `points.reasons.${isKnown(reason) ? reason : 'OTHER'}` as const;
