// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contractEndpoints, type ContractLimits } from '@platform/contract';
import type * as ApiClient from '../../../shared/lib/api-client.ts';
import { ApiError, call } from '../../../shared/lib/api-client.ts';
import { renderWithClient } from '../testing/render.tsx';
import { OfferDialog } from './offer-dialog.tsx';

vi.mock('../../../shared/lib/api-client.ts', async (original) => ({
  ...(await original<typeof ApiClient>()),
  call: vi.fn(),
}));
vi.mock('../../../shared/lib/session.ts', () => ({
  useSession: () => ({ token: 'token', isAgent: true, username: 'demoagent' }),
}));

const LIMITS: ContractLimits = {
  enabled: true,
  minRate: '0',
  maxRate: '5',
  maxFixedAmount: '100000',
  dividendPeriods: ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'],
  ownTerms: {
    kind: 'DAILY_SALARY',
    tiers: [
      { minValidBet: '1000', minActiveMembers: 0, rateType: 'PERCENT', rate: '0.8' },
      { minValidBet: '10000', minActiveMembers: 2, rateType: 'PERCENT', rate: '1.5' },
    ],
  },
  candidates: [{ id: 7, account: 'demosub1' }],
};

const mockedCall = vi.mocked(call);

beforeEach(() => {
  mockedCall.mockImplementation((endpoint) => {
    if (endpoint === contractEndpoints.limits) return Promise.resolve(LIMITS);
    return Promise.reject(new Error(`unexpected ${endpoint.path}`));
  });
});
afterEach(() => {
  cleanup();
  mockedCall.mockReset();
});

const input = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

describe('OfferDialog', () => {
  it('fills the rates to the ceiling: the caller’s own highest rate under the operator’s maximum', async () => {
    renderWithClient(<OfferDialog kind="DAILY_SALARY" onClose={() => undefined} />);
    expect(await screen.findByText('上限1.5%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '段階を追加' }));
    fireEvent.click(screen.getByRole('button', { name: '上限まで入力' }));
    expect(screen.getAllByLabelText<HTMLInputElement>('料率').map((field) => field.value)).toEqual([
      '1.5',
      '1.5',
    ]);
  });

  it('checks the offer with the contract before sending it, under each input', async () => {
    renderWithClient(<OfferDialog kind="DAILY_SALARY" onClose={() => undefined} />);
    await screen.findByText('上限1.5%');
    fireEvent.click(screen.getByRole('button', { name: '契約を提示' }));
    await waitFor(() => expect(input('下位代理').getAttribute('aria-invalid')).toBe('true'));
    expect(input('チーム有効ベット').getAttribute('aria-invalid')).toBe('true');
    expect(mockedCall).not.toHaveBeenCalledWith(contractEndpoints.offer, expect.anything());
  });

  it('shows the server’s field errors under their inputs and keeps what was typed', async () => {
    mockedCall.mockImplementation((endpoint) => {
      if (endpoint === contractEndpoints.limits) return Promise.resolve(LIMITS);
      if (endpoint === contractEndpoints.offer) {
        return Promise.reject(
          new ApiError(422, 'parameter_error', '入力内容を確認してください。', {
            fields: { 'terms.tiers.0.rate': '上限は1.2%です（ご自身の料率）' },
          }),
        );
      }
      return Promise.reject(new Error('unexpected'));
    });
    renderWithClient(<OfferDialog kind="DAILY_SALARY" onClose={() => undefined} />);
    await screen.findByText('上限1.5%');
    fireEvent.change(input('下位代理'), { target: { value: '7' } });
    type('チーム有効ベット', '5000');
    type('アクティブメンバー', '1');
    type('料率', '1.4');
    fireEvent.click(screen.getByRole('button', { name: '契約を提示' }));
    expect(await screen.findByText('上限は1.2%です（ご自身の料率）')).toBeTruthy();
    expect(screen.getByText('入力内容を確認してください。')).toBeTruthy();
    expect(mockedCall).toHaveBeenCalledWith(contractEndpoints.offer, {
      body: {
        downlineId: 7,
        product: 'ALL',
        terms: {
          kind: 'DAILY_SALARY',
          tiers: [{ minValidBet: '5000', minActiveMembers: 1, rateType: 'PERCENT', rate: '1.4' }],
        },
      },
    });
    expect(input('チーム有効ベット').value).toBe('5000');
    expect(input('料率').value).toBe('1.4');
  });
});
