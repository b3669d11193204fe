// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODULE_ID, memberEndpoints, rewardEndpoints, type MemberInfo } from '@platform/contract';
import { i18n } from '../../i18n/index.ts';
import { MEMBER_PAGES, paths, type MemberPage } from '../../shared/config/paths.ts';
import { call } from '../../shared/lib/api-client.ts';
import type * as ApiClient from '../../shared/lib/api-client.ts';
import { MemberMenu } from '../../features/member/components/member-menu.tsx';
import { PromoBadge } from '../../features/rewards/components/promo-badge.tsx';
import { MemberNav } from './member-nav.tsx';

vi.mock('../../shared/lib/api-client.ts', async (original) => ({
  ...(await original<typeof ApiClient>()),
  call: vi.fn(),
}));
vi.mock('../../shared/api/get-site-config.ts', () => ({
  useSiteConfig: () => ({ features: { [MODULE_ID.REWARDS]: true }, merchantWallet: { isSingle: false } }),
}));
vi.mock('../../shared/lib/session.ts', () => ({
  useSession: () => ({ token: 'token', isAgent: false, username: 'badgemember' }),
}));

const COUNTS = { kinds: {}, badges: { mission: 3, message: 2, reward: 120 } };
const mockedCall = vi.mocked(call);

/** The counts call answers COUNTS; the member info says whether the account is a trial one. */
const answer = (isTrial: boolean) =>
  mockedCall.mockImplementation((endpoint) => {
    if (endpoint === rewardEndpoints.counts) return Promise.resolve(COUNTS);
    if (endpoint === memberEndpoints.info) {
      return Promise.resolve({ account: 'badgemember', isTrial, isAgent: false } as MemberInfo);
    }
    return Promise.resolve({ count: 0 });
  });

const renderApp = (element: ReactElement) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>{element}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );

const linkTo = (page: MemberPage) => {
  const link = document.querySelector<HTMLElement>(`a[href="${paths.member.getHref(page)}"]`);
  if (link === null) throw new Error(`no link to ${page}`);
  return link;
};

afterEach(() => {
  cleanup();
  mockedCall.mockReset();
});

describe('the member menu badges', () => {
  it('shows the missions count on the member centre’s mission tab, once (not on the inbox)', async () => {
    answer(false);
    renderApp(<MemberNav />);
    expect(await within(linkTo(MEMBER_PAGES.missionLeaderboard)).findByText('3')).toBeTruthy();
    expect(linkTo(MEMBER_PAGES.inbox).querySelector('.promo-badge')).toBeNull();
    expect(document.querySelectorAll('.promo-badge')).toHaveLength(1);
  });

  it('never asks the counts for a trial account', async () => {
    answer(true);
    renderApp(<MemberNav />);
    await vi.waitFor(() => expect(mockedCall).toHaveBeenCalledWith(memberEndpoints.info));
    expect(mockedCall).not.toHaveBeenCalledWith(rewardEndpoints.counts);
    expect(document.querySelector('.promo-badge')).toBeNull();
  });

  it('shows the rewards count (99+ above 99) on the header menu’s reward centre item', async () => {
    answer(false);
    renderApp(
      <MemberMenu
        info={{ account: 'badgemember', isTrial: false, isAgent: false } as MemberInfo}
        username="badgemember"
        onSignOut={() => undefined}
        rewardCenter={{ badge: <PromoBadge item="reward" isAsked /> }}
      />,
    );
    screen.getByRole('button', { expanded: false }).click();
    expect(await within(await screen.findByRole('menu')).findByText('99+')).toBeTruthy();
    expect(linkTo(MEMBER_PAGES.rewardCenter).querySelector('.promo-badge')).not.toBeNull();
  });
});
