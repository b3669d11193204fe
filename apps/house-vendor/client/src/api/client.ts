import { z } from 'zod';
import { HOUSE_ERROR_CODES, type HouseErrorCode } from '../../../src/api/schemas.ts';
import { paths } from '../config/paths.ts';

/** Failures the page produces itself, beside the server's codes. */
export type ClientErrorCode = 'network_error' | 'unreadable_answer';

/** A failed call: the server's code (or a client one), with the HTTP status (0 when none came). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: HouseErrorCode | ClientErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Codes after which the game cannot go on in this page: the player must reopen it from the lobby. */
const SESSION_ENDED_CODES: ReadonlySet<string> = new Set<HouseErrorCode>([
  'session_invalid',
  'session_expired',
  'launch_token_invalid',
]);

export const isSessionEnded = (error: unknown): boolean =>
  error instanceof ApiError && SESSION_ENDED_CODES.has(error.code);

const okEnvelope = z.object({ success: z.literal(true), value: z.unknown() });
const errorEnvelope = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.string().optional(),
});

const isHouseErrorCode = (code: string): code is HouseErrorCode =>
  (HOUSE_ERROR_CODES as readonly string[]).includes(code);

interface RequestOptions<T> {
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  /** The session's bearer token; none for opening a session or the public jackpot. */
  sessionToken?: string | undefined;
  /** The schema of the envelope's `value`. */
  schema: z.ZodType<T>;
}

/** The one HTTP client of the page: JSON in, envelope unwrapped, answer checked against its schema. */
export const request = async <T>(path: string, options: RequestOptions<T>): Promise<T> => {
  const headers = new Headers({ Accept: 'application/json' });
  if (options.sessionToken !== undefined) headers.set('Authorization', `Bearer ${options.sessionToken}`);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`${paths.api}${path}`, { method: options.method ?? 'GET', headers, body });
  } catch {
    throw new ApiError(0, 'network_error', 'network failure');
  }

  const payload: unknown = await response.json().catch(() => undefined);
  const ok = okEnvelope.safeParse(payload);
  if (ok.success) {
    const value = options.schema.safeParse(ok.data.value);
    if (!value.success) throw new ApiError(response.status, 'unreadable_answer', value.error.message);
    return value.data;
  }
  const failure = errorEnvelope.safeParse(payload);
  if (failure.success && isHouseErrorCode(failure.data.errorCode)) {
    throw new ApiError(
      response.status,
      failure.data.errorCode,
      failure.data.message ?? failure.data.errorCode,
    );
  }
  throw new ApiError(response.status, 'unreadable_answer', `unreadable answer (HTTP ${response.status})`);
};
