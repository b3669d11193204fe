import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { gameShortcutsSchema } from '../games/shortcuts.ts';
import { memberTypesSettingSchema } from '../member-types.ts';
import { profileConfigSchema } from '../members/schemas.ts';
import {
  contentSettingSchema,
  domainsSettingSchema,
  registerConfigSchema,
  siteResourcesSettingSchema,
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

/**
 * The operator's default password (spec sections 4 and 9): six digits staff hand out (for example
 * when they open an account for someone); any login with it opens the change-password step. It is
 * kept only as a hash, so the console learns whether it is set, never what it is.
 */
export const defaultPasswordStateSchema = z.object({
  isSet: z.boolean(),
  /** `YYYY-MM-DD HH:mm:ss` in the merchant's time zone; null when never set. */
  updatedAt: z.string().nullable(),
});
export type DefaultPasswordState = z.infer<typeof defaultPasswordStateSchema>;

export const defaultPasswordRequestSchema = z.strictObject({
  password: z.string().regex(/^\d{6}$/, { message: 'sixDigits' }),
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
  shortcuts: setting('shortcuts', 'game shortcuts: where /down, /rou, /jp, ... lead', gameShortcutsSchema),
  resources: setting(
    'resources',
    'site resources: logo and favicon, analytics tag and consent, image and launch CDNs, single wallet',
    siteResourcesSettingSchema,
  ),
  memberTypes: {
    // Every staff member reads it: member lists, the agent tree and adjustments name types by it.
    get: endpoint({
      method: 'GET',
      path: '/console-api/settings/member-types',
      tags,
      summary: 'Which member types are agents and which trial accounts',
      access: { staff: null },
      response: memberTypesSettingSchema,
    }),
    put: endpoint({
      method: 'PUT',
      path: '/console-api/settings/member-types',
      tags,
      summary: 'Replace the agent and trial type lists (a type is never both); audited',
      access: { staff: 'settings.write' },
      body: memberTypesSettingSchema,
      response: z.null(),
    }),
  },
  defaultPassword: {
    get: endpoint({
      method: 'GET',
      path: '/console-api/settings/default-password',
      tags,
      summary: 'Whether a default password is set, and when',
      access: { staff: 'settings.read' },
      response: defaultPasswordStateSchema,
    }),
    put: endpoint({
      method: 'PUT',
      path: '/console-api/settings/default-password',
      tags,
      summary: 'Set the six-digit default password (kept as a hash); audited without the value',
      access: { staff: 'settings.write' },
      body: defaultPasswordRequestSchema,
      response: defaultPasswordStateSchema,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/console-api/settings/default-password',
      tags,
      summary: 'Clear the default password; audited',
      access: { staff: 'settings.write' },
      response: defaultPasswordStateSchema,
    }),
  },
};
