import { endpoint } from '../endpoint.ts';
import {
  domainsSettingSchema,
  helpCenterQuerySchema,
  helpCenterSchema,
  registerConfigSchema,
  siteConfigSchema,
  systemStatusSchema,
  whitelabelSchema,
} from './schemas.ts';

const tags = ['system'];

/** What every client reads at start: the status gate, switches, field rules, site config, help. */
export const systemEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/wps/system/status',
    tags,
    summary: 'System status: 0 normal, 1 maintenance, 2 region restricted',
    access: 'public',
    response: systemStatusSchema,
  }),
  whitelabel: endpoint({
    method: 'GET',
    path: '/wps/system/whitelabel',
    tags,
    summary: 'White-label module switch tree',
    access: 'public',
    response: whitelabelSchema,
  }),
  registerConfig: endpoint({
    method: 'GET',
    path: '/wps/system/setting/register',
    tags,
    summary: 'Per-field registration rules',
    access: 'public',
    response: registerConfigSchema,
  }),
  siteConfig: endpoint({
    method: 'GET',
    path: '/wps/system/config',
    tags,
    summary: 'Site configuration the client needs at start',
    access: 'public',
    response: siteConfigSchema,
  }),
  domains: endpoint({
    method: 'GET',
    path: '/wps/system/domainRoute',
    tags,
    summary: 'Mirror domains, the main one marked',
    access: 'public',
    response: domainsSettingSchema,
  }),
  helpCenter: endpoint({
    method: 'GET',
    path: '/wps/system/helpCenter',
    tags,
    summary: 'Help articles in the operator’s order, in `lang` (else the Language header’s language)',
    access: 'public',
    query: helpCenterQuerySchema,
    response: helpCenterSchema,
  }),
};
