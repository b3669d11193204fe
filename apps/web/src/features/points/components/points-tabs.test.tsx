// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pointsEarningEndpoints, pointsEndpoints, type PointsRates as Rates } from '@platform/contract';
import { i18n } from '../../../i18n/index.ts';
import type * as ApiClient from '../../../shared/lib/api-client.ts';
import { call } from '../../../shared/lib/api-client.ts';
import ja from '../i18n/ja.json';
import { BuyPoints } from './buy-points.tsx';
import { PointsDetails } from './points-details.tsx';
import { PointsRates } from './points-rates.tsx';

vi.mock('../../../shared/lib/api-client.ts', async (original) => ({
  ...(await original<typeof ApiClient>()),
  call: vi.fn(),
}));
vi.mock('../../../shared/lib/session.ts', () => ({ useSession: () => ({ token: 'token' }) }));
vi.mock('../../../shared/api/get-site-config.ts', () => ({
  useSiteConfig: () => ({
    currency: { symbol: '¥' },
    register: { paymentPassword: { patternId: 'DIGITS' } },
  }),
}));

i18n.addResourceBundle('ja', 'translation', ja, true, true);

const NONE = { unit: '100.00', points: 0 };
const RATES: Rates = {
  bet: {
    RNG: { unit: '10.00', points: 3 },
    PVP: NONE,
    FISH: NONE,
    LIVE: { unit: '7.00', points: 2 },
    LOTT: NONE,
    ELOTT: NONE,
    SPORTS: NONE,
    ESPORTS: NONE,
    COCKFIGHT: NONE,
  },
  deposit: { unit: '100.00', points: 7 },
  purchase: { enabled: true, price: '2.50', minPoints: 10, maxPoints: 1000 },
};

const mockedCall = vi.mocked(call);
let rates: Rates = RATES;

beforeEach(() => {
  rates = RATES;
  mockedCall.mockImplementation((endpoint) => {
    if (endpoint === pointsEarningEndpoints.config) return Promise.resolve(rates);
    if (endpoint === pointsEndpoints.balance) return Promise.resolve({ balance: '1200' });
    if (endpoint === pointsEndpoints.history) {
      return Promise.resolve({
        list: [
          {
            id: 2,
            amount: '+100',
            balanceAfter: '1200',
            reason: 'PURCHASE',
            createdAt: '2026-03-02 10:00:00',
          },
          {
            id: 1,
            amount: '+1100',
            balanceAfter: '1100',
            reason: 'EARN_BET',
            createdAt: '2026-03-01 10:00:00',
          },
        ],
        total: 2,
        totalPages: 1,
      });
    }
    if (endpoint === pointsEarningEndpoints.buy) {
      return Promise.resolve({
        points: '100',
        cost: '250.00',
        balance: '750.00',
        pointsBalance: '1300',
        replayed: false,
      });
    }
    return Promise.reject(new Error(`unexpected ${endpoint.path}`));
  });
});
afterEach(() => {
  cleanup();
  mockedCall.mockReset();
});

const renderTab = (element: ReactElement) => {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>{element}</I18nextProvider>
    </QueryClientProvider>,
  );
};

describe('points tabs', () => {
  it('lists the ledger with each movement’s reason', async () => {
    renderTab(<PointsDetails />);
    expect(await screen.findByText('購入')).toBeTruthy();
    expect(screen.getByText('ベットで獲得')).toBeTruthy();
    expect(screen.getByText('+1,100')).toBeTruthy();
    expect(screen.getAllByText('1,200').length).toBeGreaterThan(0);
  });

  it('shows the rates per product and deposit, the purchase price and that points never expire', async () => {
    renderTab(<PointsRates />);
    const table = await screen.findByRole('table', { name: 'ポイント交換レート' });
    const rows = within(table).getAllByRole('row');
    // Header, nine products, deposit.
    expect(rows).toHaveLength(11);
    expect(rows.at(-1)?.textContent).toBe('入金¥100.007');
    expect(within(table).getAllByText('対象外')).toHaveLength(7);
    expect(screen.getByText('1回あたり10〜1000ポイント')).toBeTruthy();
    expect(screen.getByText('ポイントに有効期限はありません。')).toBeTruthy();
  });

  it('prices the points as they are typed, refuses them outside the limits and buys once per request', async () => {
    renderTab(<BuyPoints />);
    const points = await screen.findByLabelText<HTMLInputElement>('購入ポイント数', { exact: false });
    fireEvent.change(points, { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('支払いパスワード', { exact: false }), {
      target: { value: '246810' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'ポイントを購入' }));
    await waitFor(() => expect(points.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('10〜1000ポイントを入力してください')).toBeTruthy();
    expect(mockedCall).not.toHaveBeenCalledWith(pointsEarningEndpoints.buy, expect.anything());

    fireEvent.change(points, { target: { value: '100' } });
    expect(document.querySelector('.points-buy__cost')?.textContent).toBe('支払額 ¥250.00');
    fireEvent.click(screen.getByRole('button', { name: 'ポイントを購入' }));
    expect(await screen.findByText('100ポイントを250.00で購入しました。')).toBeTruthy();
    const sent = mockedCall.mock.calls.find(([endpoint]) => endpoint === pointsEarningEndpoints.buy)?.[1];
    expect(sent).toMatchObject({ body: { points: 100, paymentPassword: '246810' } });
  });

  it('says buying is closed when the operator has not opened it', async () => {
    rates = { ...RATES, purchase: { ...RATES.purchase, enabled: false } };
    renderTab(<BuyPoints />);
    expect(await screen.findByText('現在ポイントは購入できません。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ポイントを購入' })).toBeNull();
  });
});
