import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  DEFAULT_LANGUAGE,
  ERROR_CATALOGUE,
  errorMessage,
  isValidationTextKey,
  toLanguage,
  validationText,
  type ErrorCode,
  type Language,
} from '@platform/contract';
import { AppError } from './errors.ts';

const send = (reply: FastifyReply, language: Language, code: ErrorCode, value?: unknown) => {
  const body = { success: false as const, errorCode: code, message: errorMessage(code, language), value };
  return reply.status(ERROR_CATALOGUE[code].status).send(body);
};

/** Edge-validation issues as `{ field: message }` in the request's language. */
const toFields = (error: FastifyError, input: unknown, language: Language): Record<string, string> => {
  const given = (input ?? {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const keys = (issue.params as { keys?: string[] }).keys;
    if (issue.keyword === 'unrecognized_keys' && keys) {
      for (const key of keys) fields[key] ??= validationText('unknownField', language);
      continue;
    }
    const field = issue.instancePath.split('/').filter(Boolean)[0] ?? '_';
    const value = given[field];
    const missing =
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    const named =
      issue.message !== undefined && isValidationTextKey(issue.message) ? issue.message : undefined;
    fields[field] ??= validationText(missing ? 'required' : (named ?? 'invalidValue'), language);
  }
  return fields;
};

const FASTIFY_CODES: Partial<Record<string, ErrorCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_request',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformed_request',
  FST_ERR_BAD_URL: 'malformed_request',
  FST_ERR_MAX_PARAM_LENGTH: 'uri_too_long',
};

/** Other client errors Fastify or a plugin raises, by their status; anything else is `malformed_request`. */
const CLIENT_STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/** The request part an edge-validation error is about, for telling a missing field from a bad one. */
const inputOf = (request: FastifyRequest, context: string | undefined): unknown => {
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.body;
};

/**
 * The one place failures become answers: expected codes keep their status and details;
 * anything unexpected is logged and answered as `unknown_error` without internals.
 */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { language } = request;
    if (error instanceof AppError) {
      void reply.headers(error.headers);
      return send(reply, language, error.code, error.value);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const input = inputOf(request, error.validationContext);
      return send(reply, language, 'validation_failed', { fields: toFields(error, input, language) });
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return send(reply, language, mapped);
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return send(reply, language, CLIENT_STATUS_CODES[error.statusCode] ?? 'malformed_request');
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, language, 'unknown_error');
  });
};

/**
 * Fastify's `frameworkErrors`: failures found before routing (a broken %-encoding, a path parameter
 * longer than the router takes) answer the envelope too. The request's hooks have not run, so the
 * language comes from the header here.
 */
export const answerFrameworkError = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void => {
  const language = toLanguage(request.headers.language);
  const code = (error.code ? FASTIFY_CODES[error.code] : undefined) ?? 'unknown_error';
  if (code === 'unknown_error') request.log.error({ err: error }, 'unexpected framework error');
  else request.log.info({ err: error }, 'client error before routing');
  void send(reply, language, code);
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses before Fastify sees it
 * (headers over the size limit, a broken request line, a request that never finishes) is answered
 * on the socket, in the envelope, and the connection closed. Its headers were not read, so the
 * message is in the default language.
 */
export const answerClientError = (error: ConnectionError, socket: Socket): void => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'request_headers_too_large'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'request_timeout'
        : 'malformed_request';
  const { status } = ERROR_CATALOGUE[code];
  const body = JSON.stringify({
    success: false,
    errorCode: code,
    message: errorMessage(code, DEFAULT_LANGUAGE),
  });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
};

export const sendNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  send(reply, request.language, 'not_found');
