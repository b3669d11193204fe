import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';

/**
 * Keeps the values of failed queries out of the logs. drizzle's `DrizzleQueryError` writes the
 * statement's parameters into its message and `params`; the driver's error (pg or PGlite) carries
 * them again, row values in `detail` ("Key (username)=(alice) already exists", "Failing row
 * contains (...)") and quoted input in its message ('invalid input syntax for type integer:
 * "..."'). The logger's `err` serializer below writes such errors with the statement's text, the
 * SQLSTATE and the names of what failed (table, column, constraint), never the values.
 */

/** Fields of a PostgreSQL error (pg and PGlite alike) that name things; `detail`, `where`, `hint`, `internalQuery` can carry values. */
const NAMING_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;
/** Fields never copied from any error in a chain that holds a database error. */
const VALUE_FIELDS = new Set(['params', 'detail', 'where', 'hint', 'internalQuery', 'queryOptions', 'query']);
/** Parameters shorter than this are not searched for in texts: "0" or "JA" would blank every message. */
const MIN_SECRET_LENGTH = 4;
const MAX_DEPTH = 8;
const REDACTED = '[redacted]';

type ErrorLike = Error & Record<string, unknown>;

const isErrorLike = (value: unknown): value is ErrorLike =>
  value instanceof Error ||
  (typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string');

/** A PostgreSQL server error: a five-character SQLSTATE with the server's severity or routine. */
const isDatabaseError = (error: ErrorLike) =>
  typeof error.code === 'string' &&
  /^[0-9A-Z]{5}$/.test(error.code) &&
  (typeof error.severity === 'string' || typeof error.routine === 'string');

/** drizzle's wrapper (and PGlite's own errors): the statement's text beside its parameters. */
const isQueryError = (error: ErrorLike) => typeof error.query === 'string' && 'params' in error;

/** Every error reachable from `root`: its causes, aggregated errors and error-valued fields. */
const reachableErrors = (root: ErrorLike): ErrorLike[] => {
  const found: ErrorLike[] = [];
  const visit = (error: ErrorLike, depth: number) => {
    if (depth > MAX_DEPTH || found.includes(error)) return;
    found.push(error);
    for (const value of [
      error.cause,
      ...(Array.isArray(error.errors) ? (error.errors as unknown[]) : []),
      ...Object.values(error),
    ])
      if (isErrorLike(value)) visit(value, depth + 1);
  };
  visit(root, 0);
  return found;
};

const stringify = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  if (value instanceof Date) return value.toISOString();
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
};

/** What a chain's texts must not contain: each parameter of its queries (and each string inside JSON ones). */
const secretsOf = (errors: readonly ErrorLike[]): string[] => {
  const secrets = new Set<string>();
  const add = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(add);
    else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
      Object.values(value).forEach(add);
      secrets.add(stringify(value));
    } else secrets.add(stringify(value));
  };
  for (const error of errors) if (Array.isArray(error.params)) error.params.forEach(add);
  return [...secrets]
    .filter((secret) => secret.length >= MIN_SECRET_LENGTH)
    .sort((a, b) => b.length - a.length);
};

const withoutSecrets = (text: string, secrets: readonly string[]) =>
  secrets.reduce((result, secret) => result.split(secret).join(REDACTED), text);

/**
 * A driver's message with its quoted parts kept only where they name something (the error's own
 * table, column, constraint or type, or a name the statement itself spells); quoted input goes.
 */
const namingOnly = (message: string, names: ReadonlySet<string>, statement: string) =>
  message.replace(/"((?:[^"]|"")*)"/g, (quoted, inner: string) =>
    names.has(inner) ||
    statement.includes(`"${inner}"`) ||
    new RegExp(`\\b${escapeRegExp(inner)}\\b`).test(statement)
      ? quoted
      : `"${REDACTED}"`,
  );

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The stack's frames under a new first line: the original first lines repeat the message. */
const framesUnder = (header: string, stack: unknown) => {
  const frames = typeof stack === 'string' ? stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  return [header, ...frames].join('\n');
};

const typeOf = (error: ErrorLike) =>
  typeof error.constructor === 'function' && error.constructor.name !== 'Object'
    ? error.constructor.name
    : String(error.name);

/** What the logger writes under `err`. */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

const serializeRedacted = (root: ErrorLike, errors: readonly ErrorLike[]): SerializedError => {
  const secrets = secretsOf(errors);
  const statement = errors
    .filter(isQueryError)
    .map((error) => String(error.query))
    .join('\n');
  const seen = new Set<ErrorLike>();

  const serialize = (error: ErrorLike, depth: number): SerializedError => {
    seen.add(error);
    const type = typeOf(error);
    let message = error.message;
    if (isQueryError(error)) message = message.replace(/\nparams: [\s\S]*$/, '');
    if (isDatabaseError(error)) {
      const names = new Set(
        NAMING_FIELDS.map((field) => error[field]).filter((v): v is string => typeof v === 'string'),
      );
      message = namingOnly(message, names, statement);
    }
    message = withoutSecrets(message, secrets);
    const out: SerializedError = {
      type,
      message,
      stack: framesUnder(`${type}: ${message}`, error.stack),
    };
    if (isQueryError(error)) out.query = error.query;
    if (isDatabaseError(error)) {
      for (const field of NAMING_FIELDS) if (error[field] !== undefined) out[field] = error[field];
    } else {
      for (const [key, value] of Object.entries(error)) {
        if (key in out || key === 'cause' || key === 'errors' || VALUE_FIELDS.has(key)) continue;
        if (isErrorLike(value)) {
          if (!seen.has(value) && depth < MAX_DEPTH) out[key] = serialize(value, depth + 1);
        } else out[key] = typeof value === 'string' ? withoutSecrets(value, secrets) : value;
      }
    }
    if (isErrorLike(error.cause) && !seen.has(error.cause) && depth < MAX_DEPTH) {
      out.cause = serialize(error.cause, depth + 1);
    }
    if (Array.isArray(error.errors)) {
      out.aggregateErrors = error.errors.filter(isErrorLike).map((inner) => serialize(inner, depth + 1));
    }
    return out;
  };
  return serialize(root, 0);
};

/**
 * The logger's `err` serializer: pino's own for ordinary errors; for an error that is, wraps or
 * holds a database error, the redacted form above.
 */
export const serializeError = (error: Error): SerializedError => {
  const errors = reachableErrors(error as ErrorLike);
  if (!errors.some((candidate) => isDatabaseError(candidate) || isQueryError(candidate))) {
    return pino.stdSerializers.err(error);
  }
  return serializeRedacted(error as ErrorLike, errors);
};

/** The app's logger options with the redacting `err` serializer; `false` stays off. */
export const withRedactedErrors = (
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] => {
  if (logger === false || logger === undefined) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, err: serializeError } };
};
