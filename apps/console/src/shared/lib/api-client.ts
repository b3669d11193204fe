import { z } from 'zod';
import {
  errorEnvelope,
  errorMessage,
  requestOf,
  type EndpointArguments,
  type EndpointDefinition,
  type EndpointValue,
  type FieldErrors,
  type HttpMethod,
  type PlainEndpoint,
} from '@platform/contract';
import { env } from '../config/env.ts';
import { getLanguage, i18n } from '../../i18n/index.ts';
import { endSession, getSession, setPasswordChangeRequired } from './session.ts';

/** Error codes the client produces itself, beside the gateway's catalogue. */
export const CLIENT_ERROR = { NETWORK: 'network_error', UNREADABLE: 'unknown_error' } as const;

const fieldErrorsValueSchema = z.object({ fields: z.record(z.string(), z.string()) });

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
    const parsed = fieldErrorsValueSchema.safeParse(this.value);
    return parsed.success ? parsed.data.fields : {};
  }
}

interface RequestOptions<T> {
  method?: HttpMethod;
  body?: unknown;
  /** The contract schema of the envelope's `value`. */
  schema: z.ZodType<T>;
}

const okSchema = z.object({ success: z.literal(true), value: z.unknown() });

const unreadable = (status: number) =>
  new ApiError(status, CLIENT_ERROR.UNREADABLE, errorMessage('unknown_error', getLanguage()), undefined);

/** Sends a call (`path` from the host on) with the gateway headers and the session's token; a failed connection is an `ApiError`. */
const send = async (path: string, method: HttpMethod, body: unknown) => {
  const headers = new Headers();
  headers.set('Language', getLanguage());
  headers.set('Device', 'web');
  const session = getSession();
  if (session !== null) headers.set('Authorization', session.token);
  // A file (an uploaded image) goes as itself, typed by the file; anything else as JSON.
  const isFile = body instanceof Blob;
  if (isFile) headers.set('Content-Type', body.type === '' ? 'application/octet-stream' : body.type);
  else if (body !== undefined) headers.set('Content-Type', 'application/json');
  try {
    const response = await fetch(`${env.apiUrl}${path}`, {
      method,
      headers,
      body: isFile ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    return { response, token: session?.token };
  } catch {
    throw new ApiError(0, CLIENT_ERROR.NETWORK, i18n.t('errors.network'), undefined);
  }
};

/** The `ApiError` of a failed answer's envelope; a 401 ends the session that sent it. */
const failureOf = (status: number, payload: unknown, token: string | undefined): ApiError => {
  const failure = errorEnvelope.safeParse(payload);
  if (!failure.success) return unreadable(status);
  const { errorCode, message, value } = failure.data;
  // A token the gateway no longer knows: the 30-minute inactivity limit passed, or it was revoked.
  if (status === 401 && token !== undefined && getSession()?.token === token) endSession('expired');
  if (errorCode === 'password_change_required') setPasswordChangeRequired(true);
  return new ApiError(status, errorCode, message, value);
};

/** The one HTTP client: adds the gateway headers, unwraps the envelope, throws `ApiError`. */
const request = async <T>(path: string, options: RequestOptions<T>): Promise<T> => {
  const { response, token } = await send(path, options.method ?? 'GET', options.body);
  const payload: unknown = await response.json().catch(() => undefined);
  const ok = okSchema.safeParse(payload);
  if (ok.success) {
    const value = options.schema.safeParse(ok.data.value);
    if (!value.success) throw unreadable(response.status);
    return value.data;
  }
  throw failureOf(response.status, payload, token);
};

/**
 * Calls a contract endpoint that answers bytes rather than an envelope (an uploaded image), refused
 * when they are not of one of `types` (MIME types). It needs the staff token, so an `<img src>`
 * cannot load it: the page shows it from a `blob:` URL.
 */
export const callBlob = async <E extends EndpointDefinition>(
  endpoint: E,
  types: readonly string[],
  ...input: EndpointArguments<E>
): Promise<Blob> => {
  const { method, path } = requestOf(endpoint, ...input);
  const { response, token } = await send(path, method, undefined);
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    throw failureOf(response.status, payload, token);
  }
  const blob = await response.blob().catch(() => undefined);
  if (blob === undefined || !types.includes(blob.type.split(';')[0]?.trim() ?? ''))
    throw unreadable(response.status);
  return blob;
};

/**
 * Calls a contract endpoint: its path, query and body from `input` (amounts as bigint minor units,
 * encoded by the contract), its answer checked by the endpoint's response schema.
 */
export const call = <E extends PlainEndpoint>(
  endpoint: E,
  ...input: EndpointArguments<E>
): Promise<EndpointValue<E>> => {
  const { method, path, body, file } = requestOf(endpoint, ...input);
  // The endpoint's response schema is what EndpointValue<E> is the output of.
  const schema = endpoint.response as z.ZodType<EndpointValue<E>>;
  return request(path, { method, body: file ?? body, schema });
};
