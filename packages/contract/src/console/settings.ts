import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { profileConfigSchema } from '../members/schemas.ts';
import {
  contentSettingSchema,
  domainsSettingSchema,
  registerConfigSchema,
  siteSettingSchema,
  systemStatusSettingSchema,
  whitelabelSchema,
} from '../system/schemas.ts';

const tags = ['console'];

/** One setting: `GET` answers the whole object (`settings.read`), `PUT` replaces it (`settings.write`). */
const setting = <const Name extends string, S extends z.ZodType>(name: Name, label: string, schema: S) => ({
  get: endpoint({
    method: 'GET',
    path: `/console-api/settings/${name}`,
    tags,
    summary: `The ${label}`,
    access: { staff: 'settings.read' },
    response: schema,
  }),
  put: endpoint({
    method: 'PUT',
    path: `/console-api/settings/${name}`,
    tags,
    summary: `Replace the ${label}; audited`,
    access: { staff: 'settings.write' },
    body: schema,
    response: z.null(),
  }),
});

/** The operator's settings, one object each. */
export const settingsEndpoints = {
  status: setting(
    'status',
    'site status: normal, maintenance or restricted, texts and region rules',
    systemStatusSettingSchema,
  ),
  whitelabel: setting('whitelabel', 'white-label module switch tree', whitelabelSchema),
  register: setting('register', 'rules of each registration field', registerConfigSchema),
  profile: setting(
    'profile',
    'security centre’s profile fields, birthday age and login checks',
    profileConfigSchema,
  ),
  site: setting('site', 'site: name, languages, currency, time zone, customer service', siteSettingSchema),
  domains: setting('domains', 'mirror domains and the main one', domainsSettingSchema),
  content: setting(
    'content',
    'content setting: app downloads, social links, verification link, feedback limits, winners',
    contentSettingSchema,
  ),
};
