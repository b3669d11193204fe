import type { HouseErrorCode } from '../api/schemas.ts';

/** HTTP status of each refusal; everything not listed is a 400. */
const STATUS: Partial<Record<HouseErrorCode, number>> = {
  session_invalid: 401,
  launch_token_invalid: 401,
  round_not_found: 404,
  game_not_found: 404,
  order_not_found: 404,
  not_found: 404,
  order_closed: 409,
  draw_closed: 409,
  draw_cancelled: 409,
  invalid_signature: 401,
  request_expired: 401,
  draw_not_found: 404,
  draw_not_due: 409,
  already_drawn: 409,
  result_missing: 409,
  same_staff: 409,
  result_changed: 409,
  draw_settled: 409,
  sold_out: 409,
  round_busy: 409,
  round_open: 409,
  round_closed: 409,
  platform_unavailable: 503,
  too_many_requests: 429,
};

/** An expected refusal with its stable code; the handler answers it in the envelope. */
export class HouseError extends Error {
  readonly status: number;

  constructor(readonly code: HouseErrorCode) {
    super(code);
    this.status = STATUS[code] ?? 400;
  }
}

/** Whether the error, or what caused it (drizzle wraps the driver's error), breaks the unique `index`. */
export const isUniqueViolation = (error: unknown, index: string): boolean => {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as Error & { code?: string; constraint?: string };
    if (code === '23505' && (constraint ?? cause.message).includes(index)) return true;
  }
  return false;
};
