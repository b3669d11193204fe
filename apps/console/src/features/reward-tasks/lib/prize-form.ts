import { parseMinorUnits, type TaskPrize } from '@platform/contract';

/** A prize as its inputs hold it: every field a string, the kind choosing which ones count. */
export interface PrizeForm {
  kind: TaskPrize['kind'];
  amount: string;
  /** ×, e.g. "3" for 3 times the bonus. */
  turnoverMultiple: string;
  points: string;
  ticketEventId: string;
  count: string;
}

export const prizeForm = (prize?: TaskPrize): PrizeForm => ({
  kind: prize?.kind ?? 'MONEY',
  amount: prize?.kind === 'MONEY' || prize?.kind === 'BONUS' ? prize.amount : '',
  turnoverMultiple: prize?.kind === 'BONUS' ? String(prize.turnoverMultiple / 100) : '1',
  points: prize?.kind === 'POINTS' ? String(prize.points) : '',
  ticketEventId: prize?.kind === 'TICKET' ? String(prize.ticketEventId) : '',
  count: prize?.kind === 'TICKET' ? String(prize.count) : '1',
});

/** The wire prize of the inputs: only the kind's own fields (the contract refuses others). */
export const prizeBody = (form: PrizeForm): TaskPrize => {
  switch (form.kind) {
    case 'MONEY':
      return { kind: 'MONEY', amount: form.amount.trim() };
    case 'BONUS':
      return {
        kind: 'BONUS',
        amount: form.amount.trim(),
        turnoverMultiple: Math.round(Number(form.turnoverMultiple) * 100),
      };
    case 'POINTS':
      return { kind: 'POINTS', points: Number(form.points) };
    case 'TICKET':
      return { kind: 'TICKET', ticketEventId: Number(form.ticketEventId), count: Number(form.count) };
  }
};

/** An optional amount input: null when empty, minor units when valid, undefined when not a positive amount. */
export const optionalAmount = (text: string): bigint | null | undefined => {
  if (text.trim() === '') return null;
  const minor = parseMinorUnits(text.trim());
  return minor !== undefined && minor > 0n ? minor : undefined;
};
