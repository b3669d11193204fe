import { describe, expect, it } from 'vitest';
import { ticketEventInputSchema } from '@platform/contract';
import { draftOf, emptyPrize, newDraft, oddsOf, toInput } from './event-draft.ts';

describe('the ticket event form', () => {
  it('previews the odds the member will see from the weights typed so far', () => {
    expect(
      oddsOf([
        { ...emptyPrize('MONEY'), weight: '3' },
        { ...emptyPrize('RETRY'), weight: '1' },
        { ...emptyPrize('ITEM'), weight: 'x' },
      ]),
    ).toEqual(['75.00', '25.00', '0.00']);
  });

  it('turns a draft into an input the contract accepts (agent teams by id), and a saved event back into the same draft', () => {
    const draft = {
      ...newDraft(new Date('2026-11-24T10:00:00')),
      kind: 'RED_ENVELOPE' as const,
      titleJa: '紅包',
      titleEn: 'Red rain',
      budget: '5000',
      prizes: [
        { ...emptyPrize('BONUS'), weight: '2', amount: '100', turnover: '3' },
        { ...emptyPrize('ITEM'), weight: '1', itemJa: '時計', itemEn: 'Watch' },
        { ...emptyPrize('RETRY'), weight: '7' },
      ],
      rules: [{ kind: 'DEPOSIT' as const, amount: '1000' }],
      vipLevels: '1, 2',
      agentIds: [41, 7],
    };
    const input = toInput(draft);
    const parsed = ticketEventInputSchema.safeParse(input);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(input.prizes[0]).toEqual({ kind: 'BONUS', weight: 2, amount: '100', turnoverMultiple: 300 });
    expect(input.audience).toEqual({ vipLevels: [1, 2], agentIds: [41, 7], labels: [] });
    expect(input.schedule).toEqual({ weekdays: [1, 2, 3, 4, 5, 6, 7], start: '20:00', minutes: 10 });
    const saved = {
      ...input,
      id: 1,
      schedule: input.schedule ?? null,
      rules: input.rules ?? [],
      audience: { vipLevels: [1, 2], agentIds: [41, 7], labels: [] },
      enabled: true,
      startsAt: '2026-11-24 10:00:00',
      endsAt: draft.endsAt.replace('T', ' ') + ':00',
      spent: '0.00',
      issued: 0,
      opened: 0,
      updatedAt: '2026-11-24 10:00:00',
    };
    expect(draftOf(saved)).toEqual(draft);
  });
});
