import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { manualRewardSchema } from '@platform/contract';
import { toLocalInput } from '../../../shared/lib/local-time.ts';
import { freshGrantValues, grantFormSchema, sentGrant, type GrantFormValues } from './grant-form-values.ts';

const base = freshGrantValues();
const typed: GrantFormValues = {
  ...base,
  account: 'player01',
  title: { JA: 'お詫びボーナス', EN: 'Apology bonus' },
  prize: {
    ...base.prize,
    kind: 'BONUS',
    amount: '1500.5',
    turnover: {
      ...base.prize.turnover,
      multiple: '2.5',
      base: 'BONUS_PLUS_DEPOSIT',
      depositAmount: '3000',
      weights: { ...base.prize.turnover.weights, RNG: '100', LIVE: '12.5', SPORTS: '0', PVP: '' },
    },
  },
  claim: 'MANUAL',
  expiresAt: toLocalInput('2026-12-31T15:00:00.000Z'),
};

describe('the grant form', () => {
  it('turns a bonus as typed into the contract input: minor units, the multiple in hundredths, weights in scale units', () => {
    const input = grantFormSchema.parse(typed);
    expect(input).toMatchObject({
      requestId: typed.requestId,
      account: 'player01',
      title: { JA: 'お詫びボーナス', EN: 'Apology bonus' },
      prize: {
        kind: 'BONUS',
        amount: 150_050n,
        turnover: { multiple: 250, base: 'BONUS_PLUS_DEPOSIT', depositAmount: 300_000n },
      },
      claim: 'MANUAL',
      expiresAt: '2026-12-31T15:00:00.000Z',
    });
    // Products left empty or at 0% do not count; the others in TURNOVER_WEIGHT_SCALE units.
    const weights = input.prize.kind === 'BONUS' ? input.prize.turnover?.weights : undefined;
    expect(weights).toMatchObject({ RNG: 10_000, LIVE: 1_250 });
    expect(weights).not.toHaveProperty('SPORTS');
    expect(weights).not.toHaveProperty('PVP');
    // The amounts below the body's top level go out in their wire form (the api hook encodes it).
    expect(z.encode(manualRewardSchema, input).prize).toMatchObject({
      amount: '1500.50',
      turnover: { depositAmount: '3000.00' },
    });
  });

  it('sends only the chosen prize kind, and no expiry for a reward paid at once', () => {
    expect(
      grantFormSchema.parse({
        ...typed,
        prize: { ...typed.prize, kind: 'POINTS', points: '250' },
        claim: 'AUTO',
      }),
    ).toEqual({
      requestId: typed.requestId,
      account: 'player01',
      title: typed.title,
      prize: { kind: 'POINTS', points: 250 },
      claim: 'AUTO',
    });
    expect(
      grantFormSchema.parse({
        ...typed,
        prize: { ...typed.prize, kind: 'TICKET', ticketEventId: '7', count: '3' },
        expiresAt: '',
      }).prize,
    ).toEqual({ kind: 'TICKET', ticketEventId: 7, count: 3 });
    expect(grantFormSchema.parse({ ...typed, prize: { ...typed.prize, hasTurnover: false } }).prize).toEqual({
      kind: 'BONUS',
      amount: 150_050n,
    });
  });

  it('puts what is missing or wrong under the inputs it belongs to', () => {
    const result = grantFormSchema.safeParse({
      ...typed,
      account: '',
      prize: { ...typed.prize, amount: '', turnover: { ...typed.prize.turnover, multiple: 'x' } },
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['account', 'prize.amount', 'prize.turnover.multiple']));
  });

  it('tells a changed grant from a retry of the same one, whatever its requestId', () => {
    expect(sentGrant(typed)).toBe(sentGrant({ ...typed, requestId: crypto.randomUUID() }));
    expect(sentGrant(typed)).not.toBe(sentGrant({ ...typed, account: 'player02' }));
  });
});
