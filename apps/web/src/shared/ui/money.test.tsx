// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Money } from './money.tsx';

vi.mock('../api/get-site-config.ts', () => ({
  useSiteConfig: () => ({ currency: { symbol: '¥' } }),
}));

afterEach(cleanup);

const shown = (element: React.ReactElement) => {
  const { container } = render(element);
  const amount = container.querySelector('.amount');
  return { text: amount?.textContent, classes: [...(amount?.classList ?? [])] };
};

describe('Money', () => {
  it('shows the merchant’s symbol and the grouped amount', () => {
    expect(shown(<Money amount="1234567.50" />)).toEqual({ text: '¥1,234,567.50', classes: ['amount'] });
  });

  it('marks a signed amount as money in or out', () => {
    expect(shown(<Money amount="1000.00" isSigned />)).toEqual({
      text: '¥+1,000.00',
      classes: ['amount', 'amount--in'],
    });
    expect(shown(<Money amount="-250.50" isSigned />)).toEqual({
      text: '¥-250.50',
      classes: ['amount', 'amount--out'],
    });
  });

  it.each(['0', '0.00', '-0.00'])('gives zero (%s) neither a sign nor a direction', (amount) => {
    expect(shown(<Money amount={amount} isSigned />).classes).toEqual(['amount']);
    expect(shown(<Money amount={amount} isSigned />).text).not.toContain('+');
  });

  it('shows no sign unless asked', () => {
    expect(shown(<Money amount="1000.00" />).text).toBe('¥1,000.00');
  });
});
