import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ERROR_CATALOGUE,
  errorMessage,
  isValidationTextKey,
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
      const input = error.validationContext === 'querystring' ? request.query : request.body;
      return send(reply, language, 'validation_failed', { fields: toFields(error, input, language) });
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return send(reply, language, mapped);
    if (error.statusCode === 429) return send(reply, language, 'too_many_requests');
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return send(reply, language, 'malformed_request');
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, language, 'unknown_error');
  });
};

export const sendNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  send(reply, request.language, 'not_found');
