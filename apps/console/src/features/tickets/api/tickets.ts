import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ticketAdminEndpoints as admin,
  type DeliveryStatus,
  type TicketCodeInput,
  type TicketEventInput,
  type TicketGrantInput,
  type TicketKind,
} from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';

/** Every tickets query of the console: any change refreshes them all (counts, spent, deliveries). */
const TICKETS_KEY = ['tickets'] as const;

const useTicketsMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TICKETS_KEY }),
  });
};

/** `GET /console-api/rewards/tickets/events`. */
export const useTicketEvents = (query: {
  kind?: TicketKind | undefined;
  pageNum: number;
  pageSize: number;
}) =>
  useQuery({
    queryKey: [...TICKETS_KEY, 'events', query],
    queryFn: () => call(admin.events, { query }),
    placeholderData: keepPreviousData,
  });

/** `POST` or `PUT /console-api/rewards/tickets/events(/:id)` (audited `ticket.save`). */
export const useSaveTicketEvent = () =>
  useTicketsMutation(({ id, body }: { id: number | null; body: TicketEventInput }) =>
    id === null ? call(admin.createEvent, { body }) : call(admin.updateEvent, { params: { id }, body }),
  );

/** `POST /console-api/rewards/tickets/grants` (audited `ticket.grant`). */
export const useGrantTickets = () =>
  useTicketsMutation((body: TicketGrantInput) => call(admin.grant, { body }));

/** `GET /console-api/rewards/tickets/codes`. */
export const useTicketCodes = (query: { eventId?: number | undefined; pageNum: number; pageSize: number }) =>
  useQuery({
    queryKey: [...TICKETS_KEY, 'codes', query],
    queryFn: () => call(admin.codes, { query }),
    placeholderData: keepPreviousData,
  });

/** `POST /console-api/rewards/tickets/codes` (audited `ticket.save`). */
export const useCreateTicketCodes = () =>
  useTicketsMutation((body: TicketCodeInput) => call(admin.createCodes, { body }));

/** `GET /console-api/rewards/tickets/deliveries`. */
export const useTicketDeliveries = (query: {
  status?: DeliveryStatus | undefined;
  pageNum: number;
  pageSize: number;
}) =>
  useQuery({
    queryKey: [...TICKETS_KEY, 'deliveries', query],
    queryFn: () => call(admin.deliveries, { query }),
    placeholderData: keepPreviousData,
  });

/** `PUT /console-api/rewards/tickets/deliveries/:id` (audited `ticket.deliver`). */
export const useDeliverTicket = () =>
  useTicketsMutation(({ id, status }: { id: number; status: 'SHIPPED' | 'DELIVERED' | 'CANCELLED' }) =>
    call(admin.deliver, { params: { id }, body: { status, note: null } }),
  );

/** `GET /console-api/rewards/tickets/report`: spent against budget per event. */
export const useTicketReport = () =>
  useQuery({ queryKey: [...TICKETS_KEY, 'report'], queryFn: () => call(admin.report) });
