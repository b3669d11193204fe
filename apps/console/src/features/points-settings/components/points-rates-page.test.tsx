// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pointsRatesAdminEndpoints, type PointsRates } from '@platform/contract';
import { i18n } from '../../../i18n/index.ts';
import { call } from '../../../shared/lib/api-client.ts';
import en from '../i18n/en.json';
import { PointsRatesPage } from './points-rates-page.tsx';

vi.mock('../../../shared/lib/api-client.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  call: vi.fn(),
}));
let canWrite = true;
vi.mock('../../../shared/api/get-me.ts', () => ({ useCan: () => canWrite }));

const NONE = { unit: '100.00', points: 0 };
const RATES: PointsRates = {
  bet: {
    RNG: { unit: '10.00', points: 3 },
    PVP: NONE,
    FISH: NONE,
    LIVE: NONE,
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
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

beforeAll(async () => {
  i18n.addResourceBundle('en', 'translation', en, true, true);
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  canWrite = true;
  mockedCall.mockImplementation((endpoint, input) => {
    if (endpoint === pointsRatesAdminEndpoints.rates) return Promise.resolve(RATES);
    if (endpoint === pointsRatesAdminEndpoints.saveRates)
      return Promise.resolve((input as { body: PointsRates }).body);
    return Promise.reject(new Error(`unexpected ${endpoint.path}`));
  });
});
afterEach(() => {
  cleanup();
  mockedCall.mockReset();
});

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name, { exact: false });

describe('PointsRatesPage', () => {
  it('saves the rates with the points as numbers', async () => {
    render(<PointsRatesPage />, { wrapper });
    await waitFor(() => expect(field('Slots (RNG): points').value).toBe('3'));
    fireEvent.change(field('Deposit: points'), { target: { value: '9' } });
    fireEvent.change(field('Price of 1 point'), { target: { value: '1.20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(mockedCall).toHaveBeenCalledWith(pointsRatesAdminEndpoints.saveRates, {
      body: {
        ...RATES,
        deposit: { unit: '100.00', points: 9 },
        purchase: { ...RATES.purchase, price: '1.20' },
      },
    });
  });

  it('checks the rates with the contract before sending them', async () => {
    render(<PointsRatesPage />, { wrapper });
    await waitFor(() => expect(field('Most points per purchase').value).toBe('1000'));
    fireEvent.change(field('Most points per purchase'), { target: { value: '5' } });
    fireEvent.change(field('Deposit: unit'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Deposit: unit').getAttribute('aria-invalid')).toBe('true'));
    expect(field('Most points per purchase').getAttribute('aria-invalid')).toBe('true');
    expect(mockedCall).not.toHaveBeenCalledWith(pointsRatesAdminEndpoints.saveRates, expect.anything());
  });

  it('shows the rates read-only to a role without rewards.write', async () => {
    canWrite = false;
    render(<PointsRatesPage />, { wrapper });
    expect(await screen.findByText('Your role may view these rates but not change them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
