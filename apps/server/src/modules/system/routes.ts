import { z } from 'zod';
import {
  domainsSettingSchema,
  registerConfigSchema,
  siteConfigSchema,
  systemStatusSchema,
  whitelabelSchema,
} from '@platform/contract';
import type { App } from '../../platform/http/types.ts';
import { ok, replies } from '../../platform/http/envelope.ts';
import type { SystemService } from './service.ts';

const tags = ['system'];

export const registerSystemRoutes = (app: App, { system }: { system: SystemService }) => {
  app.get(
    '/wps/system/status',
    {
      schema: {
        tags,
        summary: 'System status: 0 normal, 1 maintenance, 2 region restricted',
        response: replies(systemStatusSchema),
      },
    },
    async (request) => ok({ status: await system.getVisitorStatus(request.ip), ip: request.ip }),
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
