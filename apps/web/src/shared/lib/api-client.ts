import {
  errorMessage,
  requestOf,
  type EndpointArguments,
  type EndpointValue,
  type ErrorEnvelope,
  type FieldErrors,
  type HttpMethod,
  type OkEnvelope,
  type PlainEndpoint,
} from '@platform/contract';
import { env } from '../config/env.ts';
import { getLanguage, i18n, type Translate } from '../../i18n/index.ts';
import { clearSession, getMerchantCode, getSession } from './session.ts';
import { openAuthModal } from './auth-modal.ts';
import { isRecord } from './is-record.ts';

/** Error codes the client produces itself, beside the gateway's catalogue. */
export const CLIENT_ERROR = { NETWORK: 'network_error', UNREADABLE: 'unknown_error' } as const;

const isFieldErrors = (value: unknown): value is FieldErrors =>
  isRecord(value) && Object.values(value).every((text) => typeof text === 'string');

/** A failed call: the gateway's `errorCode`, its translated `message` and its `value` details. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly value: unknown,
  ) {
    super(message);
  }

  /** `value.fields`: one translated message per input. */
  get fieldErrors(): FieldErrors {
    return isRecord(this.value) && isFieldErrors(this.value.fields) ? this.value.fields : {};
  }

  /** A failed login whose next attempt must carry a captcha (`value.captcha`). */
  get needsCaptcha(): boolean {
    return isRecord(this.value) && this.value.captcha === true;
  }
}

/** The message to show for a failed action: the gateway's own, or a generic one. */
export const errorText = (error: unknown, t: Translate): string =>
  error instanceof ApiError ? error.message : t('errors.unexpected');

export type Method = HttpMethod;

interface RequestOptions {
  method?: Method;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, with its own content type (an uploaded image); takes the place of `body`. */
  file?: { data: Blob; contentType: string };
  headers?: Record<string, string>;
}

const isOkEnvelope = (payload: unknown): payload is OkEnvelope<unknown> =>
  isRecord(payload) && payload.success === true;

const isErrorEnvelope = (payload: unknown): payload is ErrorEnvelope =>
  isRecord(payload) &&
  payload.success === false &&
  typeof payload.errorCode === 'string' &&
  typeof payload.message === 'string';

const unreadable = (status: number) =>
  new ApiError(status, CLIENT_ERROR.UNREADABLE, errorMessage('unknown_error', getLanguage()), undefined);

/**
 * The one HTTP client: adds the gateway headers, unwraps the envelope, throws `ApiError`. The
 * gateway serialises every answer through its contract schema, so `T` is the contract's type of
 * the answer's `value`, not checked again here.
 */
export const request = async <T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ value: T; headers: Headers }> => {
  const headers = new Headers(options.headers);
  headers.set('Language', getLanguage());
  headers.set('Device', 'web');
  const merchantCode = getMerchantCode();
  if (merchantCode !== null) headers.set('Merchant', merchantCode);
  const session = getSession();
  if (session !== null) headers.set('Authorization', session.token);
  let body: BodyInit | undefined;
  if (options.file !== undefined) {
    headers.set('Content-Type', options.file.contentType);
    body = options.file.data;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}${path}`, { method: options.method ?? 'GET', headers, body });
  } catch {
    throw new ApiError(0, CLIENT_ERROR.NETWORK, i18n.t('errors.network'), undefined);
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (isOkEnvelope(payload)) return { value: payload.value as T, headers: response.headers };
  if (!isErrorEnvelope(payload)) throw unreadable(response.status);
  const { errorCode, message, value } = payload;
  if (response.status === 401 && errorCode === 'not_logged_in') {
    clearSession();
    openAuthModal('login');
  }
  throw new ApiError(response.status, errorCode, message, value);
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
