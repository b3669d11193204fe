// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Settlement } from '@platform/contract';
import { i18n } from '../../../i18n/index.ts';
import { ApiError, call } from '../../../shared/lib/api-client.ts';
import en from '../i18n/en.json';
import { AdjustSettlementDialog, RejectSettlementDialog } from './settlement-decision-dialogs.tsx';

vi.mock('../../../shared/lib/api-client.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  call: vi.fn(),
}));

const SETTLEMENT: Settlement = {
  id: 7,
  kind: 'DAILY_SALARY',
  product: 'ALL',
  period: 'D:2026-11-24',
  periodStart: '2026-11-24 00:00:00',
  periodEnd: '2026-11-25 00:00:00',
  agent: { id: 3, account: 'agent1' },
  contractId: 2,
  figures: {
    teamValidBet: '1000.00',
    teamNetLoss: '10.00',
    activeMembers: 2,
    serviceFee: null,
    carriedIn: null,
    carriedOut: null,
    periodicBets: null,
    losingStake: null,
    winningStake: null,
    tierIndex: 0,
    rate: '1',
    teamAmount: '10.00',
    downlineAmount: '0.00',
  },
  amount: '10.00',
  adjustment: '0.00',
  status: 'PENDING',
  reason: null,
  transferId: null,
  createdAt: '2026-11-25 00:05:00',
  settledAt: null,
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

const mockedCall = vi.mocked(call);

beforeAll(async () => {
  i18n.addResourceBundle('en', 'translation', en, true, true);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  mockedCall.mockReset();
});

describe('settlement decisions', () => {
  it('asks a reason before a rejection, sends it, and says when another staff member decided first', async () => {
    const onConflict = vi.fn();
    render(
      <RejectSettlementDialog
        settlement={SETTLEMENT}
        onDone={vi.fn()}
        onConflict={onConflict}
        onCancel={vi.fn()}
      />,
      { wrapper },
    );
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Reject' })));
    expect(mockedCall).not.toHaveBeenCalled();
    expect(screen.getByText('Input cannot be empty')).toBeTruthy();

    mockedCall.mockRejectedValueOnce(new ApiError(409, 'settlement_not_pending', 'Already decided', null));
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: '  Bets under review ' } });
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Reject' })));
    await waitFor(() => expect(onConflict).toHaveBeenCalledWith('Already decided'));
    expect(mockedCall.mock.calls[0]?.[1]).toEqual({
      params: { id: 7 },
      body: { reason: 'Bets under review' },
    });
  });

  it('keeps the request id of an adjustment sent again unchanged, and makes a new one for other words', async () => {
    mockedCall.mockRejectedValue(new ApiError(503, 'unknown_error', 'Try again', null));
    render(<AdjustSettlementDialog settlement={SETTLEMENT} onDone={vi.fn()} onCancel={vi.fn()} />, {
      wrapper,
    });
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '-2.50' } });
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'Correction' } });
    const send = async () => {
      await act(() => fireEvent.click(screen.getByRole('button', { name: 'Adjust' })));
      await waitFor(() => expect(screen.getAllByText(/Try again/).length).toBeGreaterThan(0));
    };
    await send();
    await send();
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '-3.00' } });
    await send();
    const bodies = mockedCall.mock.calls.map(
      (args) => (args[1] as { body: { requestId: string; amount: bigint } }).body,
    );
    expect(bodies.map((body) => body.amount)).toEqual([-250n, -250n, -300n]);
    expect(bodies[1]?.requestId).toBe(bodies[0]?.requestId);
    expect(bodies[2]?.requestId).not.toBe(bodies[0]?.requestId);
  });
});
