import { z } from 'zod';
import {
  domainsSettingSchema,
  helpCenterQuerySchema,
  helpCenterSchema,
  registerConfigSchema,
  siteConfigSchema,
  systemStatusSchema,
  whitelabelSchema,
} from '@platform/contract';
import type { App } from '../../platform/http/types.ts';
import { ok, replies } from '../../platform/http/envelope.ts';
import type { SystemService } from './service.ts';
import type { HelpService } from './help.ts';

const tags = ['system'];

export const registerSystemRoutes = (
  app: App,
  { system, help }: { system: SystemService; help: HelpService },
) => {
  app.get(
    '/wps/system/status',
    {
      schema: {
        tags,
        summary: 'System status: 0 normal, 1 maintenance, 2 region restricted',
        response: replies(systemStatusSchema),
      },
    },
    async (request) => ok(await system.getSystemStatus(request.ip)),
  );

  app.get(
    '/wps/system/whitelabel',
    { schema: { tags, summary: 'White-label module switch tree', response: replies(whitelabelSchema) } },
    async () => ok(await system.getWhitelabel()),
  );

  app.get(
    '/wps/system/setting/register',
    { schema: { tags, summary: 'Per-field registration rules', response: replies(registerConfigSchema) } },
    async () => ok(await system.getRegisterConfig()),
  );

  app.get(
    '/wps/system/config',
    {
      schema: {
        tags,
        summary: 'Site configuration the client needs at start',
        response: replies(siteConfigSchema),
      },
    },
    async (request) => ok(await system.getSiteConfig(request.ip)),
  );

  app.get(
    '/wps/system/domainRoute',
    {
      schema: {
        tags,
        summary: 'Mirror domains, the main one marked',
        response: replies(domainsSettingSchema),
      },
    },
    async () => ok(await system.getDomains()),
  );

  app.get(
    '/wps/system/helpCenter',
    {
      schema: {
        tags,
        summary: 'Help articles in the operator’s order, in `lang` (else the Language header’s language)',
        querystring: helpCenterQuerySchema,
        response: replies(helpCenterSchema),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-cache').header('vary', 'language');
      return ok(await help.getHelpCenter(request.query.lang ?? request.language));
    },
  );

  app.get(
    '/health',
    {
      schema: {
        tags,
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
