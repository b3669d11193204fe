import type { EndpointDefinition } from './endpoint.ts';

const isEndpoint = (value: unknown): value is EndpointDefinition =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;

/** The endpoints of a group, by name; a group may hold groups (`contentAdminEndpoints.banners.create`). */
const endpointsIn = (name: string, value: unknown): { name: string; endpoint: EndpointDefinition }[] => {
  if (isEndpoint(value)) return [{ name, endpoint: value }];
  if (typeof value !== 'object' || value === null) throw new Error(`${name} is not an endpoint`);
  return Object.entries(value).flatMap(([key, inner]) => endpointsIn(`${name}.${key}`, inner));
};

/**
 * Every endpoint a module exports (the contract's index), by the name of its group
 * (`walletEndpoints.withdraw`): the groups are its exports named `...Endpoints`. For tests that
 * check each endpoint once.
 */
export const endpointsOf = (module: Record<string, unknown>) =>
  Object.entries(module)
    .filter(([name]) => name.endsWith('Endpoints'))
    .flatMap(([group, endpoints]) => endpointsIn(group, endpoints));
