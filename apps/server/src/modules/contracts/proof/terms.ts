import {
  DIVIDEND_PERIODS,
  parseMinorUnits,
  type ContractKind,
  type ContractPolicy,
  type ContractTerms,
  type DividendPeriod,
  type SalaryRateType,
} from '@platform/contract';

/*
 * The proofs' contracts: three levels (the operator → agent a → agent b → agent c) of every kind,
 * their tiers sized to the generated play so each tier, the active-member shortfall and no tier at
 * all all happen, and the operator's policies.
 */

const salary = (kind: 'DAILY_SALARY' | 'HOURLY_SALARY', tiers: [string, number, SalaryRateType, string][]) =>
  ({
    kind,
    tiers: tiers.map(([minValidBet, minActiveMembers, rateType, rate]) => ({
      minValidBet,
      minActiveMembers,
      rateType,
      rate,
    })),
  }) satisfies ContractTerms;

const realtime = (tiers: [string, string, string][]) =>
  ({
    kind: 'REALTIME_SALARY',
    tiers: tiers.map(([minBet, lossRate, winRate]) => ({ minBet, lossRate, winRate })),
  }) satisfies ContractTerms;

const dividend = (period: DividendPeriod, tiers: [string, string, number, string | null, string][]) =>
  ({
    kind: 'DIVIDEND',
    period,
    tiers: tiers.map(([minValidBet, minNetLoss, minActiveMembers, periodicBet, rate]) => ({
      minValidBet,
      minNetLoss,
      minActiveMembers,
      periodicBet,
      rate,
    })),
  }) satisfies ContractTerms;

/** Each chain's terms, top (the operator's contract with agent a) first. */
export const CHAINS = {
  daily: [
    salary('DAILY_SALARY', [
      ['20000', 2, 'PERCENT', '0.5'],
      ['60000', 4, 'PERCENT', '1'],
      ['120000', 6, 'PERCENT', '1.5'],
    ]),
    salary('DAILY_SALARY', [
      ['10000', 1, 'PERCENT', '0.4'],
      ['50000', 3, 'PERCENT', '0.8'],
    ]),
    salary('DAILY_SALARY', [
      ['8000', 1, 'FIXED', '50'],
      ['30000', 2, 'FIXED', '150.25'],
    ]),
  ],
  hourly: [
    salary('HOURLY_SALARY', [
      ['10000', 1, 'PERCENT', '0.3'],
      ['40000', 4, 'PERCENT', '0.6'],
    ]),
    salary('HOURLY_SALARY', [
      ['5000', 1, 'PERCENT', '0.2'],
      ['25000', 3, 'PERCENT', '0.5'],
    ]),
    salary('HOURLY_SALARY', [
      ['4000', 1, 'FIXED', '20'],
      ['15000', 2, 'FIXED', '60'],
    ]),
  ],
  realtime: [
    realtime([
      ['0', '1', '0.5'],
      ['2000', '2', '1'],
    ]),
    realtime([
      ['0', '0.6', '0.3'],
      ['1500', '1.2', '0.6'],
    ]),
    realtime([['500', '0.5', '0.2']]),
  ],
  /** All products, paid daily. */
  dividendDaily: [
    dividend('DAILY', [
      ['20000', '0', 1, null, '20'],
      ['60000', '5000', 3, null, '35'],
    ]),
    dividend('DAILY', [
      ['10000', '0', 1, null, '10'],
      ['40000', '3000', 2, null, '25'],
    ]),
    dividend('DAILY', [['5000', '0', 0, null, '8']]),
  ],
  /** LIVE, Sunday to Saturday. */
  dividendWeekly: [
    dividend('WEEKLY', [['30000', '0', 1, null, '30']]),
    dividend('WEEKLY', [['20000', '0', 1, null, '20']]),
    dividend('WEEKLY', [['10000', '0', 0, null, '10']]),
  ],
  /** RNG, the 1st to the 15th and the 16th to the end, with the periodic condition. */
  dividendSemimonthly: [
    dividend('SEMIMONTHLY', [
      ['50000', '0', 1, null, '20'],
      ['100000', '0', 2, '15000', '40'],
    ]),
    dividend('SEMIMONTHLY', [
      ['30000', '0', 1, null, '15'],
      ['60000', '0', 2, '8000', '30'],
    ]),
    dividend('SEMIMONTHLY', [['20000', '0', 0, '5000', '10']]),
  ],
  /** SPORTS, by calendar month. */
  dividendMonthly: [
    dividend('MONTHLY', [['100000', '0', 2, null, '25']]),
    dividend('MONTHLY', [['50000', '0', 1, null, '20']]),
    dividend('MONTHLY', [['20000', '0', 0, null, '12']]),
  ],
} as const;

/** Agent b's daily salary after its change on 20 October: higher rates, a third tier. */
export const DAILY_CHANGED = salary('DAILY_SALARY', [
  ['10000', 1, 'PERCENT', '0.6'],
  ['40000', 2, 'PERCENT', '1'],
  ['80000', 4, 'PERCENT', '1.2'],
]);

const MAX_RATE: Record<ContractKind, string> = {
  DIVIDEND: '50',
  DAILY_SALARY: '5',
  HOURLY_SALARY: '5',
  REALTIME_SALARY: '2',
};
const ACTIVE_THRESHOLD: Record<ContractKind, string> = {
  DIVIDEND: '6000',
  DAILY_SALARY: '6000',
  HOURLY_SALARY: '2500',
  REALTIME_SALARY: '1000',
};

/** The proofs' policy of a kind: paid at once; a dividend service fee of 1.5 %. */
export const proofPolicy = (kind: ContractKind, change: Partial<ContractPolicy> = {}): ContractPolicy => ({
  minRate: '0',
  maxRate: MAX_RATE[kind],
  maxFixedAmount: '100000',
  activeMemberThreshold: ACTIVE_THRESHOLD[kind],
  payoutMode: 'AUTO',
  dividendPeriods: [...DIVIDEND_PERIODS],
  serviceFeeRate: kind === 'DIVIDEND' ? '1.5' : '0',
  carryOver: 'NONE',
  hourlyPeriod: 'HOUR',
  ...change,
});

/** What the model reads of a policy. */
export const modelPolicyOf = (policy: ContractPolicy) => ({
  activeMemberThreshold: parseMinorUnits(policy.activeMemberThreshold) ?? 0n,
  serviceFeeRate: BigInt(Math.round(Number(policy.serviceFeeRate) * 100)),
  carryOver: policy.carryOver,
  approval: policy.payoutMode === 'APPROVAL',
});
