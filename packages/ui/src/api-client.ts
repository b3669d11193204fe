import {
  type ErrorEnvelope,
  type FieldErrors,
  type HttpMethod,
  type Language,
  type OkEnvelope,
} from '@platform/contract';
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

/** The message to show for a failed action: the gateway's own, or the app's generic `unexpected` one. */
export const failureText = (error: unknown, unexpected: string): string =>
  error instanceof ApiError ? error.message : unexpected;

export type Method = HttpMethod;

export interface SendOptions {
  method?: Method;
  /** Sent as JSON; a `Blob` (an uploaded image) is sent as itself. */
  body?: unknown;
  /** The type of a `Blob` body; the blob's own type (or plain bytes) unless given. */
  contentType?: string;
  /** This call's own headers, beside the app's. */
  headers?: Record<string, string>;
}

/** How one app talks to the gateway. */
export interface ApiClientConfig {
  /** Put before every path: the gateway's origin (empty for the same origin) and the app's prefix. */
  baseUrl: string;
  /** The page's language: the `Language` header, and the words of an unreadable answer. */
  getLanguage: () => Language;
  /** The app's other headers on every call (`Merchant`, `Authorization`, ...); a `null` one is left out. */
  getHeaders: () => Record<string, string | null>;
  /** The app's words for a call that never reached the gateway. */
  getNetworkMessage: () => string;
  /** The app's words for an answer that is no envelope (a proxy's error page, a cut connection). */
  getUnreadableMessage: () => string;
  /**
   * Sees every failure the gateway answered, with the headers the call carried (which session sent
   * it): the app's 401 handling.
   */
  onFailure?: (error: ApiError, sent: Headers) => void;
  /** Sees whether each call reached the gateway (any answer) or failed for lack of network. */
  onConnection?: (isReached: boolean) => void;
}

const isOkEnvelope = (payload: unknown): payload is OkEnvelope<unknown> =>
  isRecord(payload) && payload.success === true;

const isErrorEnvelope = (payload: unknown): payload is ErrorEnvelope =>
  isRecord(payload) &&
  payload.success === false &&
  typeof payload.errorCode === 'string' &&
  typeof payload.message === 'string';

/**
 * The HTTP client of one app: adds the gateway headers, unwraps the envelope, throws `ApiError`
 * for a failure, a failed connection or an answer that is no envelope.
 */
export const createApiClient = (config: ApiClientConfig) => {
  const unreadable = (status: number) =>
    new ApiError(status, CLIENT_ERROR.UNREADABLE, config.getUnreadableMessage(), undefined);

  const send = async (path: string, options: SendOptions) => {
    const headers = new Headers(options.headers);
    headers.set('Language', config.getLanguage());
    headers.set('Device', 'web');
    for (const [name, value] of Object.entries(config.getHeaders())) {
      if (value !== null) headers.set(name, value);
    }
    let body: BodyInit | undefined;
    if (options.body instanceof Blob) {
      const type = options.contentType ?? options.body.type;
      headers.set('Content-Type', type === '' ? 'application/octet-stream' : type);
      body = options.body;
    } else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}${path}`, {
        method: options.method ?? 'GET',
        headers,
        body,
      });
    } catch {
      config.onConnection?.(false);
      throw new ApiError(0, CLIENT_ERROR.NETWORK, config.getNetworkMessage(), undefined);
    }
    config.onConnection?.(true);
    return { response, headers };
  };

  const failureOf = (status: number, payload: unknown, sent: Headers): ApiError => {
    if (!isErrorEnvelope(payload)) return unreadable(status);
    const error = new ApiError(status, payload.errorCode, payload.message, payload.value);
    config.onFailure?.(error, sent);
    return error;
  };

  /**
   * One call: the envelope's `value` (checked by the caller, if at all) and the answer's headers.
   * The gateway serialises every answer through its contract schema.
   */
  const request = async (
    path: string,
    options: SendOptions = {},
  ): Promise<{ value: unknown; headers: Headers; status: number }> => {
    const { response, headers } = await send(path, options);
    const payload: unknown = await response.json().catch(() => undefined);
    if (isOkEnvelope(payload))
      return { value: payload.value, headers: response.headers, status: response.status };
    throw failureOf(response.status, payload, headers);
  };

  return { request, send, failureOf, unreadable };
};

/** A file the gateway answers as bytes of one of `types` (MIME types) rather than an envelope. */
export const requestBlob = async (
  client: ReturnType<typeof createApiClient>,
  path: string,
  types: readonly string[],
): Promise<Blob> => {
  const { response, headers } = await client.send(path, {});
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    throw client.failureOf(response.status, payload, headers);
  }
  const blob = await response.blob().catch(() => undefined);
  if (blob === undefined || !types.includes(blob.type.split(';')[0]?.trim() ?? ''))
    throw client.unreadable(response.status);
  return blob;
};

/** Query-string parameters without the empty ones: `?type=DEPOSIT&pageNum=2`, or nothing. */
export const toSearch = (params: Record<string, string | number | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
};

/** `path` with the query-string parameters that are not empty. */
export const withQuery = (path: string, params: Record<string, string | number | undefined>) =>
  `${path}${toSearch(params)}`;
