import {
  contractRateToUnits,
  parseMinorUnits,
  type CarryOverMode,
  type ContractKind,
  type ContractProduct,
  type ContractTerms,
  type DividendPeriod,
  type HourlyPeriod,
} from '@platform/contract';

/*
 * The proof's own computation of every contract settlement, straight from the raw rounds, written
 * apart from the settlement module (nothing of it is imported) after the binding formulas of
 * notes/contracts-s16.md: the tests compare each settlement record and each agent's balance with it.
 * The merchant's time zone here is Asia/Tokyo (UTC+9 all year), so its calendar is plain arithmetic.
 */

/** Asia/Tokyo: nine hours ahead of UTC, no daylight saving. */
export const MERCHANT_ZONE = 'Asia/Tokyo';
const OFFSET_MS = 9 * 3_600_000;
const MINUTE = 60_000;
const DAY = 86_400_000;

/** The instant a Tokyo wall-clock time names (month 1-12; fields may overflow). */
export const tokyo = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0) =>
  new Date(Date.UTC(year, month - 1, day, hour, minute, second) - OFFSET_MS);

/** The Tokyo wall-clock fields of an instant. */
const wall = (at: Date) => {
  const shifted = new Date(at.getTime() + OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    weekday: shifted.getUTCDay(),
  };
};
const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (at: Date) => {
  const w = wall(at);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
};
const parseDay = (text: string) => {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The 5-minute slot an instant falls in (Tokyo's offset is whole hours, so UTC's 5 minutes are its). */
export const slotOf = (at: Date) => new Date(Math.floor(at.getTime() / (5 * MINUTE)) * 5 * MINUTE);

/** One settlement period: its record key (`D:2026-10-01`...) and its bounds `[start, end)`. */
export interface ModelPeriod {
  kind: ContractKind;
  key: string;
  start: Date;
  end: Date;
  /** Dividend only: which contract period it is. */
  dividendPeriod?: DividendPeriod;
}

/** A job's runner period (its `job_runs.period`) as the settlement periods it settles. */
export const settlementPeriodsOf = (
  job: string,
  runnerKey: string,
  hourlyPeriod: HourlyPeriod,
): ModelPeriod[] => {
  const [date = '', time] = runnerKey.split('T');
  const { year, month, day } = parseDay(date);
  const [hour = 0, minute = 0] = (time ?? '00:00').split(':').map(Number);
  const start = tokyo(year, month, day, hour, minute);
  const span = (kind: ContractKind, key: string, from: Date, ms: number): ModelPeriod => ({
    kind,
    key,
    start: from,
    end: new Date(from.getTime() + ms),
  });
  switch (job) {
    case 'contract-realtime-salary':
      return [span('REALTIME_SALARY', `R:${runnerKey}`, start, 5 * MINUTE)];
    case 'contract-hourly-salary':
      if (hourlyPeriod === 'HALF_HOUR') return [span('HOURLY_SALARY', `HH:${runnerKey}`, start, 30 * MINUTE)];
      // Every hour: only the half hour that ends at a whole hour settles that hour.
      return minute === 30
        ? [span('HOURLY_SALARY', `H:${date}T${pad(hour)}`, tokyo(year, month, day, hour), 60 * MINUTE)]
        : [];
    case 'contract-daily-salary':
      return [span('DAILY_SALARY', `D:${date}`, start, DAY)];
    case 'contract-dividend':
      return dividendPeriodsEndingOn(date);
    default:
      return [];
  }
};

/** The dividend periods that end with a Tokyo day's end: that day, its week, half month and month. */
const dividendPeriodsEndingOn = (date: string): ModelPeriod[] => {
  const { year, month, day } = parseDay(date);
  const end = tokyo(year, month, day + 1);
  const periods: ModelPeriod[] = [
    { kind: 'DIVIDEND', dividendPeriod: 'DAILY', key: `D:${date}`, start: tokyo(year, month, day), end },
  ];
  if (wall(tokyo(year, month, day)).weekday === 6) {
    const sunday = tokyo(year, month, day - 6);
    periods.push({
      kind: 'DIVIDEND',
      dividendPeriod: 'WEEKLY',
      key: `W:${dayText(sunday)}`,
      start: sunday,
      end,
    });
  }
  const last = lastDayOf(year, month);
  if (day === 15 || day === last) {
    const first = day === 15 ? 1 : 16;
    periods.push({
      kind: 'DIVIDEND',
      dividendPeriod: 'SEMIMONTHLY',
      key: `S:${year}-${pad(month)}-${pad(first)}`,
      start: tokyo(year, month, first),
      end,
    });
  }
  if (day === last) {
    periods.push({
      kind: 'DIVIDEND',
      dividendPeriod: 'MONTHLY',
      key: `M:${year}-${pad(month)}`,
      start: tokyo(year, month, 1),
      end,
    });
  }
  return periods;
};

/** A settled round as the test generated it, with the slot it must count in (late ones: the first open slot). */
export interface ModelRound {
  memberId: number;
  slot: Date;
  category: string;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
}

/** A contract and its signed terms over time (`to` null while in force). */
export interface ModelContract {
  id: number;
  kind: ContractKind;
  product: ContractProduct;
  uplineId: number | null;
  downlineId: number;
  terms: { from: Date; to: Date | null; terms: ContractTerms }[];
}

/** What of the operator's policy a settlement reads, as the run found it. */
export interface ModelPolicy {
  activeMemberThreshold: bigint;
  /** Hundredths of a percent. */
  serviceFeeRate: bigint;
  carryOver: CarryOverMode;
  approval: boolean;
}

export interface ExpectedFigures {
  teamValidBet: bigint;
  teamNetLoss: bigint;
  activeMembers: number;
  tierIndex: number | null;
  teamAmount: bigint;
  downlineAmount: bigint;
  /** Salaries: the highest tier the team valid bet alone reaches (-1 none), to see a shortfall. */
  betTier?: number;
  serviceFee?: bigint;
  carriedIn?: bigint;
  carriedOut?: bigint;
  periodicBets?: bigint[];
  losingStake?: bigint;
  winningStake?: bigint;
}

export interface ExpectedRecord {
  kind: ContractKind;
  period: string;
  contractId: number;
  agentId: number;
  amount: bigint;
  status: 'PAID' | 'PENDING' | 'NO_PAYOUT';
  figures: ExpectedFigures;
}

const minor = (text: string) => {
  const value = parseMinorUnits(text);
  if (value === undefined) throw new Error(`not an amount: ${text}`);
  return value;
};
const units = (rate: string) => BigInt(contractRateToUnits(rate));
const RATE_DIVISOR = 10_000n;
/** The highest index whose condition holds (conditions rise with the index), or -1. */
const highest = <T>(tiers: readonly T[], holds: (tier: T) => boolean) => {
  let found = -1;
  tiers.forEach((tier, index) => {
    if (holds(tier)) found = index;
  });
  return found;
};

/** The members of an agent's tree as the test built it: each member's upline. */
export class ModelTree {
  constructor(private readonly parentOf: Map<number, number | null>) {}

  /** How far below `agent` a member is (0 itself), or undefined when outside its team. */
  depthBelow(memberId: number, agent: number): number | undefined {
    let depth = 0;
    for (let current: number | null | undefined = memberId; current != null; depth += 1) {
      if (current === agent) return depth;
      current = this.parentOf.get(current);
    }
    return undefined;
  }
}

/** The parts of the month (1–7, 8–14, 15–21, 22–end) a period overlaps, each clipped to the period. */
const monthPartsOf = (period: ModelPeriod) => {
  const parts: { start: Date; end: Date }[] = [];
  for (let at = period.start.getTime(); at < period.end.getTime();) {
    const w = wall(new Date(at));
    const partFirst = w.day <= 7 ? 1 : w.day <= 14 ? 8 : w.day <= 21 ? 15 : 22;
    const partEnd = partFirst === 22 ? tokyo(w.year, w.month + 1, 1) : tokyo(w.year, w.month, partFirst + 7);
    const end = Math.min(partEnd.getTime(), period.end.getTime());
    parts.push({ start: new Date(at), end: new Date(end) });
    at = end;
  }
  return parts;
};

const inForceAt = (contract: ModelContract, at: Date) =>
  contract.terms.find(
    (entry) =>
      entry.from.getTime() <= at.getTime() && (entry.to === null || entry.to.getTime() > at.getTime()),
  )?.terms;

/**
 * Every record one settlement period must leave: a record per contract of the kind in force at the
 * period's last instant (a dividend contract only for its own period kind), its figures and amount.
 * `carried` holds each dividend contract's last carried-out result by the end of its period; it
 * is updated here.
 */
export const expectedRecords = (input: {
  period: ModelPeriod;
  contracts: ModelContract[];
  rounds: ModelRound[];
  tree: ModelTree;
  policy: ModelPolicy;
  carried: Map<number, { end: number; out: bigint }>;
}): ExpectedRecord[] => {
  const { period, tree, policy } = input;
  const lastInstant = new Date(period.end.getTime() - 1);
  const inPeriod = input.rounds.filter(
    (round) => round.slot.getTime() >= period.start.getTime() && round.slot.getTime() < period.end.getTime(),
  );
  const settled = input.contracts.flatMap((contract) => {
    if (contract.kind !== period.kind) return [];
    const terms = inForceAt(contract, lastInstant);
    if (!terms) return [];
    if (terms.kind === 'DIVIDEND' && terms.period !== period.dividendPeriod) return [];
    return [{ contract, terms }];
  });

  const teamAmounts = new Map<number, bigint>();
  const records = settled.map(({ contract, terms }): ExpectedRecord => {
    const agent = contract.downlineId;
    const rounds = inPeriod.filter(
      (round) =>
        (contract.product === 'ALL' || round.category === contract.product) &&
        tree.depthBelow(round.memberId, agent) !== undefined,
    );
    const teamValidBet = rounds.reduce((sum, round) => sum + round.validBet, 0n);
    const teamNetLoss = rounds.reduce((sum, round) => sum + round.stake - round.payout, 0n);
    const perMember = new Map<number, bigint>();
    for (const round of rounds) {
      if (round.memberId === agent) continue;
      perMember.set(round.memberId, (perMember.get(round.memberId) ?? 0n) + round.validBet);
    }
    const activeMembers = [...perMember.values()].filter(
      (validBet) => validBet >= policy.activeMemberThreshold,
    ).length;
    const figures: ExpectedFigures = {
      teamValidBet,
      teamNetLoss,
      activeMembers,
      tierIndex: null,
      teamAmount: 0n,
      downlineAmount: 0n,
    };

    switch (terms.kind) {
      case 'DAILY_SALARY':
      case 'HOURLY_SALARY': {
        const byBet = highest(terms.tiers, (tier) => teamValidBet >= minor(tier.minValidBet));
        const byMembers = highest(terms.tiers, (tier) => activeMembers >= tier.minActiveMembers);
        const applied = Math.min(byBet, byMembers);
        figures.betTier = byBet;
        const tier = applied >= 0 ? terms.tiers[applied] : undefined;
        if (tier) {
          figures.tierIndex = applied;
          figures.teamAmount =
            tier.rateType === 'PERCENT' ? (teamValidBet * units(tier.rate)) / RATE_DIVISOR : minor(tier.rate);
        }
        break;
      }
      case 'REALTIME_SALARY': {
        let losingStake = 0n;
        let winningStake = 0n;
        let earned = 0n;
        for (const round of rounds) {
          const tier = terms.tiers[highest(terms.tiers, (each) => round.validBet >= minor(each.minBet))];
          if (!tier || round.payout === round.stake) continue;
          if (round.payout < round.stake) {
            losingStake += round.validBet;
            earned += round.validBet * units(tier.lossRate);
          } else {
            winningStake += round.validBet;
            earned += round.validBet * units(tier.winRate);
          }
        }
        figures.losingStake = losingStake;
        figures.winningStake = winningStake;
        figures.teamAmount = earned / RATE_DIVISOR;
        break;
      }
      case 'DIVIDEND': {
        const serviceFee = (teamValidBet * policy.serviceFeeRate) / RATE_DIVISOR;
        const previous = input.carried.get(contract.id);
        const resets = policy.carryOver === 'LOSS_RESET_MONTHLY' && wall(period.start).day === 1;
        const carriedIn = previous && previous.end === period.start.getTime() && !resets ? previous.out : 0n;
        const base = teamNetLoss - serviceFee + carriedIn;
        const periodicBets = monthPartsOf(period).map((part) =>
          rounds
            .filter((round) => round.slot >= part.start && round.slot < part.end)
            .reduce((sum, round) => sum + round.validBet, 0n),
        );
        const applied = highest(
          terms.tiers,
          (tier) =>
            teamValidBet >= minor(tier.minValidBet) &&
            teamNetLoss >= minor(tier.minNetLoss) &&
            activeMembers >= tier.minActiveMembers &&
            (tier.periodicBet === null || periodicBets.every((bet) => bet >= minor(tier.periodicBet ?? '0'))),
        );
        const tier = applied >= 0 ? terms.tiers[applied] : undefined;
        const teamAmount = tier && base > 0n ? (base * units(tier.rate)) / RATE_DIVISOR : 0n;
        const carriedOut =
          policy.carryOver === 'NONE'
            ? 0n
            : policy.carryOver === 'PROFIT_AND_LOSS'
              ? teamAmount === 0n
                ? base
                : 0n
              : base < 0n
                ? base
                : 0n;
        input.carried.set(contract.id, { end: period.end.getTime(), out: carriedOut });
        Object.assign(figures, {
          tierIndex: tier ? applied : null,
          teamAmount,
          serviceFee,
          carriedIn,
          carriedOut,
          periodicBets,
        });
        break;
      }
    }
    teamAmounts.set(contract.id, figures.teamAmount);
    return {
      kind: contract.kind,
      period: period.key,
      contractId: contract.id,
      agentId: agent,
      amount: 0n,
      status: 'NO_PAYOUT',
      figures,
    };
  });

  // Each agent keeps its team amount less what its direct downlines' contracts of the kind and
  // product earn for the same period.
  for (const record of records) {
    const own = settled.find(({ contract }) => contract.id === record.contractId)?.contract;
    record.figures.downlineAmount = settled
      .filter(({ contract }) => contract.uplineId === record.agentId && contract.product === own?.product)
      .reduce((sum, { contract }) => sum + (teamAmounts.get(contract.id) ?? 0n), 0n);
    const amount = record.figures.teamAmount - record.figures.downlineAmount;
    record.amount = amount > 0n ? amount : 0n;
    record.status = record.amount === 0n ? 'NO_PAYOUT' : policy.approval ? 'PENDING' : 'PAID';
  }
  return records;
};

/** When a job's runner period ends: what its settlement seals through. */
export const runnerPeriodEnd = (job: string, runnerKey: string) => {
  const [date = '', time] = runnerKey.split('T');
  const { year, month, day } = parseDay(date);
  const [hour = 0, minute = 0] = (time ?? '00:00').split(':').map(Number);
  const start = tokyo(year, month, day, hour, minute).getTime();
  const length =
    job === 'contract-realtime-salary' ? 5 * MINUTE : job === 'contract-hourly-salary' ? 30 * MINUTE : DAY;
  return new Date(start + length);
};
