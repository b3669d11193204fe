import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { placeServerErrors } from './form.ts';

interface Values {
  amount: string;
  paymentPassword: string;
}

/** A form's `setError` that records what it was told. */
const recordingForm = () => {
  const errors = new Map<string, { message?: string; shouldFocus?: boolean }>();
  return {
    errors,
    setError: (name: string, error: { message?: string }, options?: { shouldFocus?: boolean }) => {
      errors.set(name, { message: error.message, shouldFocus: options?.shouldFocus });
    },
  };
};

const placement = {
  unexpected: 'Something went wrong.',
  placeField: (key: string) => (['amount', 'paymentPassword'] as const).find((field) => field === key),
};

describe('placeServerErrors', () => {
  it('puts each field under its input, focuses the first, and keeps the envelope message in the alert', () => {
    const form = recordingForm();
    const error = new ApiError(400, 'validation_failed', 'Check the highlighted fields.', {
      fields: { amount: 'Enter an amount', paymentPassword: 'Required' },
    });
    expect(placeServerErrors<Values>(form, error, placement)).toBe(error);
    expect(form.errors.get('amount')).toEqual({ message: 'Enter an amount', shouldFocus: true });
    expect(form.errors.get('paymentPassword')).toEqual({ message: 'Required', shouldFocus: false });
    expect(form.errors.get('root.server')?.message).toBe('Check the highlighted fields.');
  });

  it('does not repeat in the alert a message already shown under its input', () => {
    const form = recordingForm();
    const wrong = 'The payment password is incorrect. Attempts left: 4';
    const error = new ApiError(400, 'payment_password_wrong', wrong, { fields: { paymentPassword: wrong } });
    placeServerErrors<Values>(form, error, placement);
    expect(form.errors.get('paymentPassword')?.message).toBe(wrong);
    expect(form.errors.has('root.server')).toBe(false);
  });

  it('says in the alert the fields the form has no input for, named for staff', () => {
    const form = recordingForm();
    const error = new ApiError(400, 'validation_failed', 'Invalid input.', {
      fields: { remark: 'Too long' },
    });
    placeServerErrors<Values>(form, error, { ...placement, isKeyShown: true });
    expect(form.errors.get('root.server')?.message).toBe('Invalid input. remark: Too long');
  });

  it('answers a failure that is no ApiError with the generic message', () => {
    const form = recordingForm();
    expect(placeServerErrors<Values>(form, new TypeError('boom'), placement)).toBeUndefined();
    expect(form.errors.get('root.server')?.message).toBe('Something went wrong.');
  });
});
