import { z } from 'zod';
import {
  ENCRYPTION_HEADER,
  encryptPayload,
  errorEnvelope,
  errorMessage,
  loginFailureValueSchema,
  type FieldErrors,
} from '@platform/contract';
import { env } from '../config/env.ts';
import { getLanguage, i18n, type Translate } from '../../i18n/index.ts';
import { clearSession, getMerchantCode, getSession } from './session.ts';
import { openAuthModal } from './auth-modal.ts';

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

  /** A failed login whose next attempt must carry a captcha (`value.captcha`). */
  get needsCaptcha(): boolean {
    const parsed = loginFailureValueSchema.safeParse(this.value);
    return parsed.success && parsed.data.captcha;
  }
}

/** The message to show for a failed action: the gateway's own, or a generic one. */
export const errorText = (error: unknown, t: Translate): string =>
  error instanceof ApiError ? error.message : t('errors.unexpected');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RequestOptions<T> {
  method?: Method;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, with its own content type (an uploaded image); takes the place of `body`. */
  file?: { data: Blob; contentType: string };
  headers?: Record<string, string>;
  /** The contract schema of the envelope's `value`. */
  schema: z.ZodType<T>;
}

const okSchema = z.object({ success: z.literal(true), value: z.unknown() });

const unreadable = (status: number) =>
  new ApiError(status, CLIENT_ERROR.UNREADABLE, errorMessage('unknown_error', getLanguage()), undefined);

/** The one HTTP client: adds the gateway headers, unwraps the envelope, throws `ApiError`. */
export const request = async <T>(
  path: string,
  options: RequestOptions<T>,
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
  const ok = okSchema.safeParse(payload);
  if (ok.success) {
    const value = options.schema.safeParse(ok.data.value);
    if (!value.success) throw unreadable(response.status);
    return { value: value.data, headers: response.headers };
  }
  const failure = errorEnvelope.safeParse(payload);
  if (!failure.success) throw unreadable(response.status);
  const { errorCode, message, value } = failure.data;
  if (response.status === 401 && errorCode === 'not_logged_in') {
    clearSession();
    openAuthModal('login');
  }
  throw new ApiError(response.status, errorCode, message, value);
};

/** Query-string parameters without the empty ones: `?type=DEPOSIT&pageNum=2`. */
export const withQuery = (path: string, params: Record<string, string | number | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
};

export const api = {
  get: async <T>(path: string, schema: z.ZodType<T>) => (await request(path, { schema })).value,
  post: async <T>(path: string, body: unknown, schema: z.ZodType<T>) =>
    (await request(path, { method: 'POST', body, schema })).value,
  put: async <T>(path: string, body: unknown, schema: z.ZodType<T>) =>
    (await request(path, { method: 'PUT', body, schema })).value,
  delete: async <T>(path: string, schema: z.ZodType<T>) =>
    (await request(path, { method: 'DELETE', schema })).value,
  /** A file's raw bytes as the body (`PUT`), e.g. a deposit proof image. */
  putFile: async <T>(path: string, file: { data: Blob; contentType: string }, schema: z.ZodType<T>) =>
    (await request(path, { method: 'PUT', file, schema })).value,
  /** A call the spec marks "encrypted": hybrid-sealed body, wrapped key in the `Encryption` header. */
  sendEncrypted: async <T>(
    method: Exclude<Method, 'GET'>,
    path: string,
    input: { publicKey: string; payload: unknown; schema: z.ZodType<T> },
  ) => {
    const sealed = await encryptPayload(input.publicKey, input.payload);
    const { value } = await request(path, {
      method,
      body: sealed.body,
      headers: { [ENCRYPTION_HEADER]: sealed.wrappedKey },
      schema: input.schema,
    });
    return value;
  },
};
