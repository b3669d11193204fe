import { liveEndpoints } from '@platform/contract';
import type { Router } from '../../platform/http/route.ts';
import type { RoomsService } from '../games/rooms.ts';
import type { LiveHostsService } from './service.ts';

/** The live lobby: the vendors' tables (through the games module), the hosts and their chat. */
export const registerLiveRoutes = (
  route: Router,
  { rooms, liveHosts }: { rooms: RoomsService; liveHosts: LiveHostsService },
) => {
  route(liveEndpoints.rooms, ({ request }) => rooms.list(request.language));
  route(liveEndpoints.models, ({ request }) => liveHosts.list(request.language));
  route(liveEndpoints.chat, ({ params }) => liveHosts.chat(params.id));
};
