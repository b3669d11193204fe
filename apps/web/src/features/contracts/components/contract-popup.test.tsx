// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contractEndpoints, type Contract } from '@platform/contract';
import type * as ApiClient from '../../../shared/lib/api-client.ts';
import { ApiError, call } from '../../../shared/lib/api-client.ts';
import { renderWithClient } from '../testing/render.tsx';
import { ContractPopup } from './contract-popup.tsx';

vi.mock('../../../shared/lib/api-client.ts', async (original) => ({
  ...(await original<typeof ApiClient>()),
  call: vi.fn(),
}));
vi.mock('../../../shared/api/get-site-config.ts', () => ({
  useSiteConfig: () => ({ currency: { symbol: '¥' }, timeZone: 'Asia/Tokyo' }),
}));
vi.mock('../../../shared/lib/session.ts', () => ({
  useSession: () => ({ token: 'token', isAgent: true, username: 'demosub1' }),
}));

const TERMS = {
  kind: 'DAILY_SALARY' as const,
  tiers: [{ minValidBet: '1000', minActiveMembers: 0, rateType: 'PERCENT' as const, rate: '0.5' }],
};
const contract = (patch: Partial<Contract>): Contract => ({
  id: 11,
  kind: 'DAILY_SALARY',
  product: 'ALL',
  upline: { id: 1, account: 'demoagent' },
  downline: { id: 2, account: 'demosub1' },
  status: 'PENDING',
  terms: null,
  proposedTerms: TERMS,
  requestedBy: 'UPLINE',
  callerSide: 'DOWNLINE',
  createdAt: '2026-11-24T00:00:00.000Z',
  signedAt: null,
  effectiveFrom: null,
  endedAt: null,
  ...patch,
});
const OWN_DOWNLINE = contract({
  id: 12,
  upline: { id: 2, account: 'demosub1' },
  downline: { id: 3, account: 'demosub2' },
  status: 'SIGNED',
  terms: { ...TERMS, tiers: [{ ...TERMS.tiers[0]!, rate: '0.9' }] },
  proposedTerms: null,
  requestedBy: null,
  callerSide: 'UPLINE',
});

const mockedCall = vi.mocked(call);
afterEach(() => {
  cleanup();
  mockedCall.mockReset();
  sessionStorage.clear();
});

describe('ContractPopup', () => {
  it('never asks for contracts unless told to (a trial account, a visitor)', () => {
    renderWithClient(<ContractPopup isAsked={false} />);
    expect(mockedCall).not.toHaveBeenCalled();
  });

  it('shows the offer waiting and, when accepting ends a downline’s higher contract, warns before it ends', async () => {
    let isAnswered = false;
    mockedCall.mockImplementation((endpoint, ...args) => {
      if (endpoint === contractEndpoints.waiting) {
        return Promise.resolve({ list: isAnswered ? [] : [contract({})] });
      }
      if (endpoint === contractEndpoints.answer) {
        const input = args[0] as { body: { endDownlineContracts: boolean } };
        if (!input.body.endDownlineContracts) {
          return Promise.reject(
            new ApiError(409, 'contract_downline_higher_rate', '承認すると…', { contracts: [OWN_DOWNLINE] }),
          );
        }
        isAnswered = true;
        return Promise.resolve(contract({ status: 'SIGNED', terms: TERMS, proposedTerms: null }));
      }
      return Promise.reject(new Error('unexpected'));
    });
    renderWithClient(<ContractPopup isAsked />);
    expect(await screen.findByText('demoagentから日給契約（全商品）の提示があります。')).toBeTruthy();
    expect(screen.getByText('0.5%')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '承認' }));
    expect(await screen.findByText('下位の契約が終了します')).toBeTruthy();
    expect(screen.getByText('demosub2 · 全商品 · 最高0.9%')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '承認して終了させる' }));
    await waitFor(() => expect(screen.queryByText('回答待ちの契約があります')).toBeNull());
    expect(mockedCall).toHaveBeenLastCalledWith(contractEndpoints.waiting);
    expect(mockedCall).toHaveBeenCalledWith(contractEndpoints.answer, {
      params: { id: 11 },
      body: { answer: 'ACCEPT', endDownlineContracts: true },
    });
  });

  it('puts a contract off for the session with "answer later"', async () => {
    mockedCall.mockResolvedValue({ list: [contract({})] });
    const first = renderWithClient(<ContractPopup isAsked />);
    fireEvent.click(await screen.findByRole('button', { name: '後で回答' }));
    expect(screen.queryByText('回答待ちの契約があります')).toBeNull();
    first.unmount();
    renderWithClient(<ContractPopup isAsked />);
    await waitFor(() => expect(mockedCall).toHaveBeenCalledTimes(2));
    expect(screen.queryByText('回答待ちの契約があります')).toBeNull();
  });
});
