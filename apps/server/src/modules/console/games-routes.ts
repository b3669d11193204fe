import { gamesAdminEndpoints as games } from '@platform/contract';
import type { Router } from '../../platform/http/route.ts';
import type { GamesAdminService } from '../games/admin-service.ts';
import { actorOf } from './guard.ts';

/** Game vendors (with their signing secrets) and the catalogue, for `games.read` / `games.write`. */
export const registerGamesAdminRoutes = (
  route: Router,
  { gamesAdmin }: { gamesAdmin: GamesAdminService },
) => {
  route(games.vendors, () => gamesAdmin.listVendors());
  route(games.createVendor, ({ body, request }) => gamesAdmin.createVendor(actorOf(request), body));
  route(games.updateVendor, ({ params, body, request }) =>
    gamesAdmin.updateVendor(actorOf(request), params.vassalage, body),
  );
  route(games.rotateSecret, ({ params, request }) =>
    gamesAdmin.rotateSecret(actorOf(request), params.vassalage),
  );
  route(
    games.importGames,
    ({ params, body, request }) => gamesAdmin.importGames(actorOf(request), params.vassalage, body),
    // A vendor's whole game list is larger than an ordinary request.
    { bodyLimit: 16 * 1024 * 1024 },
  );
  route(games.games, ({ query }) => gamesAdmin.listGames(query));
  route(games.updateGame, ({ params, body, request }) =>
    gamesAdmin.updateGame(actorOf(request), params.nodeId, body),
  );
};
