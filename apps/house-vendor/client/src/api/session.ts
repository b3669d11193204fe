import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  sessionViewSchema,
  type PlayResult,
  type SeedsView,
  type SessionView,
} from '../../../src/api/schemas.ts';
import { request } from './client.ts';

/**
 * The game session. The launch token works once, so the session token it buys is kept in
 * sessionStorage under `house:<launch token>`: a reload of the same page resumes the session
 * (balance, game, an interrupted round) instead of spending the launch token again.
 */
const storageKey = (launchToken: string) => `house:${launchToken}`;

export interface HouseSession {
  sessionToken: string;
  view: SessionView;
}

const readStoredToken = (launchToken: string): string | null => {
  try {
    return sessionStorage.getItem(storageKey(launchToken));
  } catch {
    return null;
  }
};

const storeToken = (launchToken: string, sessionToken: string) => {
  try {
    sessionStorage.setItem(storageKey(launchToken), sessionToken);
  } catch {
    // Storage can be refused in a third-party iframe; the session then lasts as long as the page.
  }
};

export const getSession = (sessionToken: string) =>
  request('/session', { sessionToken, schema: sessionViewSchema });

/**
 * Resumes a known session (this page's, or the stored one after a reload), or opens one with the
 * launch token and stores its token.
 */
export const openOrResumeSession = async (launchToken: string, known?: string): Promise<HouseSession> => {
  const resumable = known ?? readStoredToken(launchToken);
  if (resumable !== null) return { sessionToken: resumable, view: await getSession(resumable) };
  const view = await request('/sessions', {
    method: 'POST',
    body: { token: launchToken },
    schema: sessionViewSchema,
  });
  if (view.sessionToken === undefined) throw new Error('the server opened a session without a token');
  storeToken(launchToken, view.sessionToken);
  return { sessionToken: view.sessionToken, view };
};

export const sessionQueryKey = (launchToken: string) => ['house-session', launchToken] as const;

/** How often a round the server is still settling is looked at again. */
const SETTLING_POLL_MS = 3_000;

const isSettling = (session: HouseSession | undefined): boolean => {
  const round = session?.view.openRound;
  return round !== null && round !== undefined && round.status !== 'OPEN';
};

export const useSession = (launchToken: string) => {
  const client = useQueryClient();
  return useQuery({
    queryKey: sessionQueryKey(launchToken),
    // Where storage is refused, a later fetch still resumes with the token this page already holds.
    queryFn: () =>
      openOrResumeSession(
        launchToken,
        client.getQueryData<HouseSession>(sessionQueryKey(launchToken))?.sessionToken,
      ),
    // The first fetch spends the launch token; later ones resume with the stored session token.
    staleTime: Infinity,
    refetchInterval: (query) => (isSettling(query.state.data) ? SETTLING_POLL_MS : false),
  });
};

const updateView = (client: QueryClient, launchToken: string, update: (view: SessionView) => SessionView) => {
  client.setQueryData<HouseSession>(sessionQueryKey(launchToken), (session) =>
    session === undefined ? session : { ...session, view: update(session.view) },
  );
};

/** A play, reveal or cash-out answer: the new balance, the nonce used up, the round no longer open. */
export const applyPlayResult = (client: QueryClient, launchToken: string, result: PlayResult) => {
  updateView(client, launchToken, (view) => ({
    ...view,
    balance: result.balance,
    seeds:
      result.round.serverSeedHash === view.seeds.serverSeedHash
        ? { ...view.seeds, nonce: Math.max(view.seeds.nonce, result.round.nonce + 1) }
        : view.seeds,
    openRound: view.openRound?.id === result.round.id ? null : view.openRound,
  }));
};

/** A lottery placement's or cancellation's answer: the balance after it. */
export const applyBalance = (client: QueryClient, launchToken: string, balance: string) => {
  updateView(client, launchToken, (view) => ({ ...view, balance }));
};

export const applySeeds = (client: QueryClient, launchToken: string, seeds: SeedsView) => {
  updateView(client, launchToken, (view) => ({ ...view, seeds }));
};
