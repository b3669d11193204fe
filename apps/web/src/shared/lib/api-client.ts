import {
  deviceIdHeader,
  requestOf,
  type EndpointArguments,
  type EndpointValue,
  type PlainEndpoint,
} from '@platform/contract';
import { createApiClient, failureText, type Method } from '@platform/ui/api-client.ts';
import { env } from '../config/env.ts';
import { getLanguage, i18n, type Translate } from '../../i18n/index.ts';
import { clearSession, getMerchantCode, getSession } from './session.ts';
import { getDeviceId } from './device-id.ts';
import { openAuthModal } from './auth-modal.ts';
import { reportConnection } from './network-status.ts';

export { ApiError, CLIENT_ERROR, type Method } from '@platform/ui/api-client.ts';

/** The message to show for a failed action: the gateway's own, or a generic one. */
export const errorText = (error: unknown, t: Translate): string => failureText(error, t('errors.unexpected'));

interface RequestOptions {
  method?: Method;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, with its own content type (an uploaded image); takes the place of `body`. */
  file?: { data: Blob; contentType: string };
  headers?: Record<string, string>;
}

/** The member site's gateway headers; a 401 for a lost session opens the login popup. */
const client = createApiClient({
  baseUrl: env.apiUrl,
  getLanguage,
  getHeaders: () => ({
    Merchant: getMerchantCode(),
    Authorization: getSession()?.token ?? null,
    [deviceIdHeader]: getDeviceId(),
  }),
  getNetworkMessage: () => i18n.t('errors.network'),
  getUnreadableMessage: () => i18n.t('errors.unexpected'),
  onFailure: (error) => {
    if (error.status === 401 && error.errorCode === 'not_logged_in') {
      clearSession();
      openAuthModal('login');
    }
  },
  onConnection: reportConnection,
});

/**
 * The one HTTP client: adds the gateway headers, unwraps the envelope, throws `ApiError`. The
 * gateway serialises every answer through its contract schema, so `T` is the contract's type of
 * the answer's `value`, not checked again here.
 */
export const request = async <T>(
  path: string,
  { file, ...options }: RequestOptions = {},
): Promise<{ value: T; headers: Headers }> => {
  const { value, headers } = await client.request(
    path,
    file === undefined ? options : { ...options, body: file.data, contentType: file.contentType },
  );
  return { value: value as T, headers };
};

/**
 * Calls a contract endpoint: its path, query and body from `input` (amounts as bigint minor units,
 * encoded by the contract), its answer typed by the endpoint.
 */
export const call = async <E extends PlainEndpoint>(
  endpoint: E,
  ...input: EndpointArguments<E>
): Promise<EndpointValue<E>> => {
  const { method, path, body, file } = requestOf(endpoint, ...input);
  const upload = file === undefined ? {} : { file: { data: file, contentType: file.type } };
  return (await request<EndpointValue<E>>(path, { method, body, ...upload })).value;
};
