import type { z } from 'zod';
import { formatMinorUnits } from './constants.ts';
import type { Permission } from './console/permissions.ts';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call a member-side route: `session` any member session (trial accounts included),
 * `member` a real account (trial gets `in_need_true_account`), `member-or-free-play` a real
 * account, or a trial account launching in free play.
 */
export type MemberAccess = 'session' | 'member' | 'member-or-free-play';

/** A staff route: the role needs `staff` (null: any signed-in staff member). */
export interface StaffAccess {
  staff: Permission | null;
  /** Reachable while the staff member still has to change an assigned password. */
  duringPasswordChange?: boolean;
}

/** A member route also open to a session that must change its password first (password change, logout). */
export interface PasswordChangeAccess {
  member: MemberAccess;
  duringPasswordChange: true;
}

/**
 * Who may call an endpoint; the server turns it into the route's guard. `vendor` calls are
 * signed by a game vendor and `gateway` calls by a payment gateway: their modules verify those
 * signatures themselves.
 */
export type Access = 'public' | MemberAccess | PasswordChangeAccess | StaffAccess | 'vendor' | 'gateway';

/** One endpoint of the gateway, declared once: the server registers it, the clients call it. */
export interface EndpointDefinition {
  method: HttpMethod;
  /** Fastify style, with `:name` parameters: `/wps/deposit/orders/:orderNo`. */
  path: string;
  summary: string;
  description?: string;
  tags?: readonly string[];
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** The body is a file's raw bytes (an image), not JSON. */
  upload?: true;
  /** Request headers the endpoint reads (documented and validated). */
  headers?: z.ZodType;
  /** The envelope's `value`; absent for answers that are not an envelope (bytes, a redirect). */
  response?: z.ZodType;
  /** The body arrives hybrid-encrypted (ARCHITECTURE.md, "API conventions"). */
  encrypted?: boolean;
}

/** Declares an endpoint, keeping its literal types (method, path, schemas) for the typed call. */
export const endpoint = <const E extends EndpointDefinition>(definition: E): E => definition;

type Unwrapped<F> = F extends z.ZodOptional<infer Inner> | z.ZodNullable<infer Inner> ? Unwrapped<Inner> : F;

/** A body field as the caller holds it: a codec field (an amount) decoded, any other as sent. */
type FieldInput<F, Sent> =
  Unwrapped<F> extends z.ZodCodec<infer Wire, infer Decoded>
    ? Exclude<Sent, z.input<Wire>> | z.output<Decoded>
    : Sent;

/**
 * A request body as the caller hands it in: the wire shape (`z.input`), except that codec fields
 * take their decoded value (an amount in minor units as a bigint); `requestOf` encodes them.
 */
export type RequestBody<S extends z.ZodType> =
  S extends z.ZodObject<infer Shape>
    ? { [K in keyof z.input<S>]: K extends keyof Shape ? FieldInput<Shape[K], z.input<S>[K]> : z.input<S>[K] }
    : z.input<S>;

/** An input part, optional when everything in it is. */
type Part<K extends string, T> = object extends T ? { [P in K]?: T } : { [P in K]: T };

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** What a call of `E` takes: its `params`, `query` and `body` (or `file`), the absent ones omitted. */
export type EndpointInput<E extends EndpointDefinition> = Simplify<
  (E extends { params: infer P extends z.ZodType } ? Part<'params', z.input<P>> : unknown) &
    (E extends { query: infer Q extends z.ZodType } ? Part<'query', z.input<Q>> : unknown) &
    (E extends { body: infer B extends z.ZodType } ? Part<'body', RequestBody<B>> : unknown) &
    (E extends { upload: true } ? { file: Blob } : unknown)
>;

/** The arguments after the endpoint: the input, which may be left out when nothing in it is required. */
export type EndpointArguments<E extends EndpointDefinition> =
  object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/** The envelope's `value` a call of `E` answers. */
export type EndpointValue<E extends EndpointDefinition> = E extends { response: infer R extends z.ZodType }
  ? z.output<R>
  : never;

/** An endpoint the clients call plainly: a JSON answer, a body that is not encrypted. */
export type PlainEndpoint = EndpointDefinition & { response: z.ZodType; encrypted?: false };

/** An endpoint whose body the clients seal (`sendEncrypted` in the web app). */
export type EncryptedEndpoint = EndpointDefinition & { response: z.ZodType; encrypted: true };

/** The HTTP request of a call: what a client sends. */
export interface EndpointRequest {
  method: HttpMethod;
  /** The path with its parameters filled in and its query string. */
  path: string;
  /** The JSON body, codec fields encoded to their wire form. */
  body?: unknown;
  /** The raw bytes of an upload, typed by the blob's own type. */
  file?: Blob;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Encodes the body's amounts (bigint minor units) to their wire form, a decimal string, and leaves
 * the rest as given: the server validates it and answers field errors, as it always has. Every
 * bigint a body carries is an amount (JSON has no bigint; `contract.test.ts` checks that each
 * endpoint's bigint body fields are amount codecs), so no schema is needed here: the member site's
 * build keeps its endpoint objects to method and path (apps/web/vite.config.ts).
 */
const encodeBody = (body: unknown): unknown =>
  isRecord(body)
    ? Object.fromEntries(
        Object.entries(body).map(([key, value]) => [
          key,
          typeof value === 'bigint' ? formatMinorUnits(value) : value,
        ]),
      )
    : body;

/** The text of a path or query value; anything but a scalar is a programming error. */
const textOf = (value: unknown, name: string): string => {
  if (!['string', 'number', 'boolean', 'bigint'].includes(typeof value))
    throw new Error(`${name} must be a string or a number`);
  return String(value);
};

/** Query-string parameters without the empty ones: `?type=DEPOSIT&pageNum=2`. */
const queryStringOf = (query: unknown): string => {
  if (!isRecord(query)) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, textOf(value, key));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
};

/** The path with each `:name` replaced by its URL-encoded parameter. */
const pathOf = (path: string, params: unknown): string =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = isRecord(params) ? params[name] : undefined;
    if (value === undefined || value === null) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(textOf(value, name));
  });

/** The HTTP request of a call of `endpoint` with `input`: the one place a client builds a path. */
export const requestOf = <E extends EndpointDefinition>(
  endpoint: E,
  ...[input]: EndpointArguments<E>
): EndpointRequest => {
  const given: { params?: unknown; query?: unknown; body?: unknown; file?: Blob } = input ?? {};
  return {
    method: endpoint.method,
    path: `${pathOf(endpoint.path, given.params)}${queryStringOf(given.query)}`,
    ...(given.body === undefined ? {} : { body: encodeBody(given.body) }),
    ...(given.file === undefined ? {} : { file: given.file }),
  };
};
