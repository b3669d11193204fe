import { sql } from 'drizzle-orm';
import {
  formatMinorUnits,
  parseMinorUnits,
  type ContractKind,
  type SettlementFigures,
} from '@platform/contract';
import { queryRows, type Database } from '../../../platform/db/client.ts';
import type { ExpectedRecord } from './expected.ts';

/*
 * Settlement records side by side with the model's: each as one flat line of the figures its kind
 * uses, amounts as decimal strings, so a difference reads as which figure of which record.
 */

/** A figure as written (a decimal string, or plain minor units) back in minor units. */
const minorOf = (text: string) => {
  const value = text.includes('.') ? parseMinorUnits(text) : BigInt(text);
  if (value === undefined) throw new Error(`not an amount: ${text}`);
  return value;
};
const money = (value: bigint | string | null | undefined) =>
  value === null || value === undefined
    ? null
    : formatMinorUnits(typeof value === 'bigint' ? value : minorOf(value));

type Line = Record<string, string | number | null | string[]>;

const linePerKind = (
  kind: ContractKind,
  values: {
    amount: string | null;
    status: string;
    teamValidBet: string | null;
    teamNetLoss: string | null;
    activeMembers: number;
    tierIndex: number | null;
    teamAmount: string | null;
    downlineAmount: string | null;
    serviceFee: string | null;
    carriedIn: string | null;
    carriedOut: string | null;
    periodicBets: string[] | null;
    losingStake: string | null;
    winningStake: string | null;
  },
  withPeriodic: boolean,
): Line => {
  const common = {
    amount: values.amount,
    status: values.status,
    teamAmount: values.teamAmount,
    downlineAmount: values.downlineAmount,
  };
  switch (kind) {
    case 'DAILY_SALARY':
    case 'HOURLY_SALARY':
      return {
        ...common,
        teamValidBet: values.teamValidBet,
        activeMembers: values.activeMembers,
        tierIndex: values.tierIndex,
      };
    case 'REALTIME_SALARY':
      return { ...common, losingStake: values.losingStake, winningStake: values.winningStake };
    case 'DIVIDEND':
      return {
        ...common,
        teamValidBet: values.teamValidBet,
        teamNetLoss: values.teamNetLoss,
        activeMembers: values.activeMembers,
        tierIndex: values.tierIndex,
        serviceFee: values.serviceFee,
        carriedIn: values.carriedIn,
        carriedOut: values.carriedOut,
        ...(withPeriodic ? { periodicBets: values.periodicBets ?? [] } : {}),
      };
  }
};

export const keyOf = (record: { kind: string; period: string; contractId: number }) =>
  `${record.kind} ${record.period} #${record.contractId}`;

/** The model's records as lines, by key. */
export const expectedLines = (records: ExpectedRecord[], periodic: (contractId: number) => boolean) =>
  new Map(
    records.map((record) => {
      const f = record.figures;
      return [
        keyOf(record),
        {
          agent: record.agentId,
          ...linePerKind(
            record.kind,
            {
              amount: money(record.amount),
              status: record.status,
              teamValidBet: money(f.teamValidBet),
              teamNetLoss: money(f.teamNetLoss),
              activeMembers: f.activeMembers,
              tierIndex: f.tierIndex,
              teamAmount: money(f.teamAmount),
              downlineAmount: money(f.downlineAmount),
              serviceFee: money(f.serviceFee),
              carriedIn: money(f.carriedIn),
              carriedOut: money(f.carriedOut),
              periodicBets: f.periodicBets?.map((bet) => formatMinorUnits(bet)) ?? null,
              losingStake: money(f.losingStake),
              winningStake: money(f.winningStake),
            },
            periodic(record.contractId),
          ),
        },
      ];
    }),
  );

/** Every settlement record the settlement wrote for the given contracts, as lines, by key. */
export const actualLines = async (
  db: Database,
  contractIds: number[],
  periodic: (contractId: number) => boolean,
) => {
  const rows = await queryRows<{
    kind: ContractKind;
    period: string;
    contract_id: string | number;
    agent_id: string | number;
    amount: string;
    status: string;
    figures: SettlementFigures;
  }>(
    db,
    sql`select kind, period, contract_id, agent_id, amount::text, status, figures from contract_settlements
      where contract_id = any(${`{${contractIds.join(',')}}`}::bigint[])`,
  );
  return new Map(
    rows.map((row) => {
      const f = row.figures;
      const contractId = Number(row.contract_id);
      return [
        keyOf({ kind: row.kind, period: row.period, contractId }),
        {
          agent: Number(row.agent_id),
          ...linePerKind(
            row.kind,
            {
              amount: money(BigInt(row.amount)),
              status: row.status,
              teamValidBet: money(f.teamValidBet),
              teamNetLoss: money(f.teamNetLoss),
              activeMembers: f.activeMembers,
              tierIndex: f.tierIndex,
              teamAmount: money(f.teamAmount),
              downlineAmount: money(f.downlineAmount),
              serviceFee: money(f.serviceFee),
              carriedIn: money(f.carriedIn),
              carriedOut: money(f.carriedOut),
              periodicBets: f.periodicBets?.map((bet) => formatMinorUnits(minorOf(bet))) ?? null,
              losingStake: money(f.losingStake),
              winningStake: money(f.winningStake),
            },
            periodic(contractId),
          ),
        },
      ];
    }),
  );
};

/** What differs: records only one side has, and each figure that differs (first `limit` of each). */
export const differences = (expected: Map<string, Line>, actual: Map<string, Line>, limit = 15) => {
  const missing = [...expected.keys()].filter((key) => !actual.has(key));
  const extra = [...actual.keys()].filter((key) => !expected.has(key));
  const figures: string[] = [];
  for (const [key, line] of expected) {
    const other = actual.get(key);
    if (!other) continue;
    for (const [name, value] of Object.entries(line)) {
      if (JSON.stringify(value) !== JSON.stringify(other[name])) {
        figures.push(
          `${key} ${name}: expected ${JSON.stringify(value)}, settled ${JSON.stringify(other[name])}`,
        );
      }
    }
  }
  return {
    missing: missing.slice(0, limit),
    missingCount: missing.length,
    extra: extra.slice(0, limit),
    extraCount: extra.length,
    figures: figures.slice(0, limit),
    figureCount: figures.length,
  };
};
