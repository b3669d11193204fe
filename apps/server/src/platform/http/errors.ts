import type { ErrorCode } from '@platform/contract';

/** An expected failure: a stable code from the contract's catalogue, details for the client. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly value: unknown;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, options: { value?: unknown; headers?: Record<string, string> } = {}) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.value = options.value;
    this.headers = options.headers ?? {};
  }
}

/** A 422 carrying one message per field, the shape forms show under their inputs. */
export const fieldError = (fields: Record<string, string>, code: ErrorCode = 'validation_failed') =>
  new AppError(code, { value: { fields } });
