import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ticketEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { BALANCE_QUERY_KEY } from '../../../shared/api/get-balance.ts';

/** Every tickets query: an opening, a grab or a code changes the counts, the records and the raffle. */
export const TICKETS_KEY = ['tickets'] as const;

const useToken = () => useSession()?.token ?? '';

/** `GET /wps/relay/tickets`: the events open to the member, their odds and the member's tickets. */
export const useTicketOverview = () => {
  const token = useToken();
  return useQuery({
    queryKey: [...TICKETS_KEY, 'overview', token],
    queryFn: () => call(ticketEndpoints.overview),
    enabled: token !== '',
  });
};

/** `GET /wps/relay/tickets/records`: opened tickets of the last 90 days. */
export const useTicketRecords = (pageNum: number) => {
  const token = useToken();
  return useQuery({
    queryKey: [...TICKETS_KEY, 'records', token, pageNum],
    queryFn: () => call(ticketEndpoints.records, { query: { pageNum, pageSize: 10 } }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
};

/** Money may have moved: the tickets and the header balance ask again (the page refreshes its wallets). */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: TICKETS_KEY }),
      queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }),
    ]);
};

/**
 * `POST /wps/relay/tickets/:id/open`. The page refreshes once the animation has stopped on the
 * drawn segment (`refresh`), so the count does not change under a spinning wheel.
 */
export const useOpenTicket = () => {
  const refresh = useRefresh();
  const mutation = useMutation({
    mutationFn: (ticketId: number) => call(ticketEndpoints.open, { params: { id: ticketId } }),
  });
  return { ...mutation, refresh };
};

/** `POST /wps/relay/tickets/redeem`: a gift code or cash voucher. */
export const useRedeemCode = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: string) => call(ticketEndpoints.redeem, { body: { code } }),
    onSuccess: refresh,
  });
};

/** `POST /wps/relay/raffle/claim`: grab a red envelope during a window. */
export const useRaffleClaim = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (eventId: number) => call(ticketEndpoints.raffleClaim, { body: { eventId } }),
    onSuccess: refresh,
  });
};
