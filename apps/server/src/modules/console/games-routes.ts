import { z } from 'zod';
import {
  gameAdminPageSchema,
  gameAdminQuerySchema,
  gameAdminSchema,
  gameImportResultSchema,
  gameImportSchema,
  gameParamsSchema,
  gameUpdateSchema,
  vendorAdminSchema,
  vendorCreateSchema,
  vendorParamsSchema,
  vendorSecretSchema,
  vendorUpdateSchema,
} from '@platform/contract';
import type { App } from '../../platform/http/types.ts';
import { ok, replies } from '../../platform/http/envelope.ts';
import type { GamesAdminService } from '../games/admin-service.ts';
import { actorOf } from './guard.ts';
import type { Requires } from './routes.ts';

const PREFIX = '/console-api/games';
const tags = ['console games'];

/** Game vendors (with their signing secrets) and the catalogue, for `games.read` / `games.write`. */
export const registerGamesAdminRoutes = (
  app: App,
  requires: Requires,
  { gamesAdmin }: { gamesAdmin: GamesAdminService },
) => {
  app.get(
    `${PREFIX}/vendors`,
    {
      onRequest: requires('GET', '/games/vendors', 'games.read'),
      schema: {
        tags,
        summary: 'Every vendor with its game counts',
        response: replies(z.array(vendorAdminSchema)),
      },
    },
    async () => ok(await gamesAdmin.listVendors()),
  );

  app.post(
    `${PREFIX}/vendors`,
    {
      onRequest: requires('POST', '/games/vendors', 'games.write'),
      schema: {
        tags,
        summary: 'Register a vendor; the answer carries its signing secret, shown this once',
        body: vendorCreateSchema,
        response: replies(vendorSecretSchema),
      },
    },
    async (request) => ok(await gamesAdmin.createVendor(actorOf(request), request.body)),
  );

  app.patch(
    `${PREFIX}/vendors/:vassalage`,
    {
      onRequest: requires('PATCH', '/games/vendors/:vassalage', 'games.write'),
      schema: {
        tags,
        summary:
          'Change a vendor: name, logo, categories, wallet mode, status, maintenance, order, launch URL',
        params: vendorParamsSchema,
        body: vendorUpdateSchema,
        response: replies(vendorAdminSchema),
      },
    },
    async (request) =>
      ok(await gamesAdmin.updateVendor(actorOf(request), request.params.vassalage, request.body)),
  );

  app.post(
    `${PREFIX}/vendors/:vassalage/secret`,
    {
      onRequest: requires('POST', '/games/vendors/:vassalage/secret', 'games.write'),
      schema: {
        tags,
        summary: 'Rotate the vendor’s signing secret; the old one stops working at once',
        params: vendorParamsSchema,
        response: replies(vendorSecretSchema),
      },
    },
    async (request) => ok(await gamesAdmin.rotateSecret(actorOf(request), request.params.vassalage)),
  );

  app.post(
    `${PREFIX}/vendors/:vassalage/import`,
    {
      onRequest: requires('POST', '/games/vendors/:vassalage/import', 'games.write'),
      // A vendor's whole game list is larger than an ordinary request.
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Import the vendor’s game list: new games are added, known ones updated by gameId',
        params: vendorParamsSchema,
        body: gameImportSchema,
        response: replies(gameImportResultSchema),
      },
    },
    async (request) =>
      ok(await gamesAdmin.importGames(actorOf(request), request.params.vassalage, request.body)),
  );

  app.get(
    PREFIX,
    {
      onRequest: requires('GET', '/games', 'games.read'),
      schema: {
        tags,
        summary: 'The catalogue with the operator’s flags',
        querystring: gameAdminQuerySchema,
        response: replies(gameAdminPageSchema),
      },
    },
    async (request) => ok(await gamesAdmin.listGames(request.query)),
  );

  app.patch(
    `${PREFIX}/:nodeId`,
    {
      onRequest: requires('PATCH', '/games/:nodeId', 'games.write'),
      schema: {
        tags,
        summary: 'Change a game’s flags: enabled, hot, new, order, maintenance',
        params: gameParamsSchema,
        body: gameUpdateSchema,
        response: replies(gameAdminSchema),
      },
    },
    async (request) => ok(await gamesAdmin.updateGame(actorOf(request), request.params.nodeId, request.body)),
  );
};
