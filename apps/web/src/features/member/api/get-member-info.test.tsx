// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberEndpoints } from '@platform/contract';
import { applyLanguage, getLanguage, i18n } from '../../../i18n/index.ts';
import { call } from '../../../shared/lib/api-client.ts';
import type * as ApiClient from '../../../shared/lib/api-client.ts';
import { useMemberInfo } from './get-member-info.ts';

vi.mock('../../../shared/lib/api-client.ts', async (original) => ({
  ...(await original<typeof ApiClient>()),
  call: vi.fn(),
}));
vi.mock('../../../shared/lib/session.ts', () => ({
  useSession: () => ({ token: 'token', isAgent: false, username: 'vipmember' }),
}));

const mockedCall = vi.mocked(call);
/** The gateway answers the rank's name in the language the request carries (the app's current one). */
const RANK = { JA: 'シルバー', EN: 'Silver' } as const;
let answers: (() => void)[] = [];

/** The header's label: the rank name member info carries. */
function Label() {
  const info = useMemberInfo();
  return <span data-testid="label">{info.data?.rank ?? 'loading'}</span>;
}

afterEach(async () => {
  cleanup();
  mockedCall.mockReset();
  answers = [];
  await act(() => applyLanguage('JA'));
});

describe('member info', () => {
  it('is asked once on first load, and once more in the other language after a switch, the label following it', async () => {
    mockedCall.mockImplementation((endpoint) => {
      if (endpoint !== memberEndpoints.info) throw new Error('unexpected call');
      const language = getLanguage();
      // Each answer waits until the test lets it through, to see what shows meanwhile.
      return new Promise((resolve) => {
        answers.push(() => resolve({ vipLevel: 2, rank: RANK[language] }));
      });
    });
    await act(() => applyLanguage('JA'));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <I18nextProvider i18n={i18n}>
          <Label />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    act(() => answers[0]?.());
    await vi.waitFor(() => expect(screen.getByTestId('label').textContent).toBe('シルバー'));
    expect(mockedCall).toHaveBeenCalledTimes(1);

    await act(() => applyLanguage('EN'));
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    // While the English answer is on its way, the session's Japanese one stays on screen (no loading state).
    expect(screen.getByTestId('label').textContent).toBe('シルバー');
    act(() => answers[1]?.());
    await vi.waitFor(() => expect(screen.getByTestId('label').textContent).toBe('Silver'));
    expect(mockedCall).toHaveBeenCalledTimes(2);
  });
});
