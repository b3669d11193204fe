import type { z } from 'zod';
import {
  requestOf,
  type EndpointArguments,
  type EndpointDefinition,
  type EndpointValue,
  type PlainEndpoint,
} from '@platform/contract';
import { createApiClient, requestBlob, type Method } from '@platform/ui/api-client.ts';
import { env } from '../config/env.ts';
import { getLanguage, i18n } from '../../i18n/index.ts';
import { endSession, getSession, setPasswordChangeRequired } from './session.ts';

export { ApiError, CLIENT_ERROR } from '@platform/ui/api-client.ts';

interface RequestOptions<T> {
  method?: Method;
  body?: unknown;
  /** The contract schema of the envelope's `value`. */
  schema: z.ZodType<T>;
}

/** The console's gateway headers and the staff session's token. */
const client = createApiClient({
  baseUrl: env.apiUrl,
  getLanguage,
  getHeaders: () => ({ Authorization: getSession()?.token ?? null }),
  getNetworkMessage: () => i18n.t('errors.network'),
  getUnreadableMessage: () => i18n.t('errors.unexpected'),
  onFailure: (error, sent) => {
    // A token the gateway no longer knows: the 30-minute inactivity limit passed, or it was revoked.
    const token = sent.get('Authorization');
    if (error.status === 401 && token !== null && getSession()?.token === token) endSession('expired');
    if (error.errorCode === 'password_change_required') setPasswordChangeRequired(true);
  },
});

/** The one HTTP client: adds the gateway headers, unwraps the envelope, checks its value, throws `ApiError`. */
const request = async <T>(path: string, options: RequestOptions<T>): Promise<T> => {
  const answer = await client.request(path, { method: options.method, body: options.body });
  const value = options.schema.safeParse(answer.value);
  if (!value.success) throw client.unreadable(answer.status);
  return value.data;
};

/** The bytes of a contract endpoint's answer, refused unless of one of `types` (MIME types): a file
 * that needs the staff token, so an `<img src>` cannot load it and the page shows it from a `blob:` URL. */
export const callBlob = <E extends EndpointDefinition>(
  endpoint: E,
  types: readonly string[],
  ...input: EndpointArguments<E>
): Promise<Blob> => requestBlob(client, requestOf(endpoint, ...input).path, types);

/** Calls a contract endpoint: its path, query and body from `input`, its answer checked by the endpoint's schema. */
export const call = <E extends PlainEndpoint>(
  endpoint: E,
  ...input: EndpointArguments<E>
): Promise<EndpointValue<E>> => {
  const { method, path, body, file } = requestOf(endpoint, ...input);
  // The endpoint's response schema is what EndpointValue<E> is the output of.
  const schema = endpoint.response as z.ZodType<EndpointValue<E>>;
  return request(path, { method, body: file ?? body, schema });
};
