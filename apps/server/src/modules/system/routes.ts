import { z } from 'zod';
import { systemEndpoints } from '@platform/contract';
import type { App } from '../../platform/http/types.ts';
import type { Router } from '../../platform/http/route.ts';
import type { SystemService } from './service.ts';
import type { HelpService } from './help.ts';

export const registerSystemRoutes = (
  app: App,
  route: Router,
  { system, help }: { system: SystemService; help: HelpService },
) => {
  route(systemEndpoints.status, ({ request }) => system.getSystemStatus(request.ip));
  route(systemEndpoints.whitelabel, () => system.getWhitelabel());
  route(systemEndpoints.registerConfig, () => system.getRegisterConfig());
  route(systemEndpoints.siteConfig, ({ request }) => system.getSiteConfig(request.ip));
  route(systemEndpoints.domains, () => system.getDomains());
  route(systemEndpoints.helpCenter, ({ query, request, reply }) => {
    void reply.header('cache-control', 'no-cache').header('vary', 'language');
    return help.getHelpCenter(query.lang ?? request.language);
  });

  // Not an API call: the load balancer's probe, answered outside the envelope.
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => {
      await system.getStatusSetting();
      return { status: 'ok' as const };
    },
  );
};
