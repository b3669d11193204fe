import { describe, expect, it } from 'vitest';
import { contractTermsSchema, type ContractTerms } from '@platform/contract';
import {
  emptyTerms,
  emptyTier,
  isPercentField,
  offerFormSchema,
  termsErrorField,
  toTermsForm,
  toTermsInput,
  type OfferForm,
  type TermsForm,
} from './terms-form.ts';

const TERMS: ContractTerms[] = [
  {
    kind: 'DIVIDEND',
    period: 'WEEKLY',
    tiers: [
      { minValidBet: '1000', minNetLoss: '100', minActiveMembers: 1, periodicBet: null, rate: '10' },
      { minValidBet: '5000', minNetLoss: '500', minActiveMembers: 3, periodicBet: '250.50', rate: '20.5' },
    ],
  },
  {
    kind: 'DAILY_SALARY',
    tiers: [
      { minValidBet: '1000', minActiveMembers: 1, rateType: 'FIXED', rate: '50' },
      { minValidBet: '2000', minActiveMembers: 2, rateType: 'FIXED', rate: '120' },
    ],
  },
  {
    kind: 'HOURLY_SALARY',
    tiers: [{ minValidBet: '100', minActiveMembers: 0, rateType: 'PERCENT', rate: '0.5' }],
  },
  {
    kind: 'REALTIME_SALARY',
    tiers: [
      { minBet: '10', lossRate: '0.5', winRate: '0.1' },
      { minBet: '100', lossRate: '1', winRate: '0.2' },
    ],
  },
];

const tier = (values: Partial<ReturnType<typeof emptyTier>>) => ({ ...emptyTier(), ...values });
const offer = (terms: TermsForm): OfferForm => ({ account: 'agent1', product: 'ALL', terms });

describe('terms form', () => {
  it.each(TERMS.map((terms) => [terms.kind, terms] as const))(
    'gives %s terms back unchanged through the form and the contract schema',
    (_kind, terms) => {
      expect(contractTermsSchema.parse(toTermsInput(toTermsForm(terms)))).toEqual(terms);
    },
  );

  it('sends an empty periodic bet as not asked, and only the kind’s own fields', () => {
    const form: TermsForm = {
      ...emptyTerms('DIVIDEND'),
      tiers: [tier({ minValidBet: '1', minNetLoss: '1', minActiveMembers: '0', rate: '5', minBet: '9' })],
    };
    expect(toTermsInput(form)).toEqual({
      kind: 'DIVIDEND',
      period: 'MONTHLY',
      tiers: [{ minValidBet: '1', minNetLoss: '1', minActiveMembers: '0', periodicBet: null, rate: '5' }],
    });
  });

  it('gives every salary tier the contract’s one rate type', () => {
    const form: TermsForm = {
      ...emptyTerms('DAILY_SALARY'),
      rateType: 'FIXED',
      tiers: [
        tier({ minValidBet: '10', minActiveMembers: '1', rate: '5' }),
        tier({ minValidBet: '20', minActiveMembers: '2', rate: '8' }),
      ],
    };
    const input = toTermsInput(form) as { tiers: { rateType: string }[] };
    expect(input.tiers.map((row) => row.rateType)).toEqual(['FIXED', 'FIXED']);
  });

  it('checks an offer with the contract: its errors sit on the form’s own inputs', () => {
    const falling = offer({
      ...emptyTerms('REALTIME_SALARY'),
      tiers: [
        tier({ minBet: '100', lossRate: '1', winRate: '1' }),
        tier({ minBet: '50', lossRate: 'x', winRate: '1' }),
      ],
    });
    const result = offerFormSchema.safeParse(falling);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toContain('terms.tiers.1.lossRate');
    expect(paths).toContain('terms.tiers.1');
    for (const path of paths ?? []) {
      expect(termsErrorField(path, 'REALTIME_SALARY')).toBe(path);
    }
  });

  it('accepts a valid offer and resolves it to the wire shape', () => {
    const valid = offer({
      ...emptyTerms('DAILY_SALARY'),
      tiers: [tier({ minValidBet: '1000', minActiveMembers: '2', rate: '1.25' })],
    });
    expect(offerFormSchema.parse(valid)).toEqual({
      account: 'agent1',
      product: 'ALL',
      terms: {
        kind: 'DAILY_SALARY',
        tiers: [{ minValidBet: '1000', minActiveMembers: 2, rateType: 'PERCENT', rate: '1.25' }],
      },
    });
  });

  it.each([
    ['terms.tiers.0.rate', 'DAILY_SALARY', 'terms.tiers.0.rate'],
    ['terms.tiers.2', 'DIVIDEND', 'terms.tiers.2'],
    ['terms.tiers.0.rateType', 'HOURLY_SALARY', 'terms.rateType'],
    ['terms.period', 'DIVIDEND', 'terms.period'],
    ['account', 'DIVIDEND', 'account'],
    // A field the kind's editor does not show goes to the form's alert.
    ['terms.tiers.0.minNetLoss', 'DAILY_SALARY', undefined],
    ['terms.kind', 'DAILY_SALARY', undefined],
    ['downlineId', 'DAILY_SALARY', undefined],
  ] as const)('places the gateway’s %s error of a %s offer at %s', (key, kind, field) => {
    expect(termsErrorField(key, kind)).toBe(field);
  });

  it('names a percentage every rate but a salary’s fixed amount', () => {
    expect(isPercentField('REALTIME_SALARY', 'lossRate', 'FIXED')).toBe(true);
    expect(isPercentField('DIVIDEND', 'rate', 'FIXED')).toBe(true);
    expect(isPercentField('DAILY_SALARY', 'rate', 'PERCENT')).toBe(true);
    expect(isPercentField('HOURLY_SALARY', 'rate', 'FIXED')).toBe(false);
    expect(isPercentField('DAILY_SALARY', 'minValidBet', 'PERCENT')).toBe(false);
  });
});
