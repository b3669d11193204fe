// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATTERN_FAMILIES, type FieldRule } from '@platform/contract';
import { useContractResolver } from '../../../shared/lib/form.ts';
import { applyLanguage } from '../../../i18n/index.ts';
import { buildPaymentPasswordSchema } from './payment-password-form.tsx';

/** The product's default payment-password rule: six digits. */
const SIX_DIGITS: FieldRule = {
  enabled: false,
  required: false,
  acceptedPattern: PATTERN_FAMILIES.DIGITS,
  patternId: 'DIGITS',
  minLength: 6,
  maxLength: 6,
};

/** The messages under each input, as the form's resolver (the contract bridge) gives them. */
const messages = async (
  hasCurrent: boolean,
  values: Record<string, string>,
  language: 'EN' | 'JA' = 'EN',
) => {
  const schema = buildPaymentPasswordSchema(SIX_DIGITS, hasCurrent, language);
  const { result } = renderHook(() => useContractResolver(schema));
  const { errors } = await result.current(
    { currentPassword: '', newPassword: '', confirmPassword: '', ...values },
    undefined,
    { fields: {}, shouldUseNativeValidation: false },
  );
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
};

describe('the payment password form’s rules', () => {
  beforeAll(async () => {
    await act(() => applyLanguage('EN'));
  });
  afterAll(async () => {
    await act(() => applyLanguage('JA'));
  });

  it('takes six digits, confirmed', async () => {
    expect(await messages(false, { newPassword: '123456', confirmPassword: '123456' })).toEqual({});
  });

  it('names the operator’s rule for another password', async () => {
    const rule = { newPassword: 'Digits only, 6 characters' };
    expect(await messages(false, { newPassword: '12345', confirmPassword: '12345' })).toEqual(rule);
    expect(await messages(false, { newPassword: '1234567', confirmPassword: '1234567' })).toEqual(rule);
    expect(await messages(false, { newPassword: '12345a', confirmPassword: '12345a' })).toEqual(rule);
  });

  it('asks for the new password, and for a confirmation equal to it', async () => {
    expect(await messages(false, {})).toEqual({ newPassword: 'Input cannot be empty' });
    expect(await messages(false, { newPassword: '123456', confirmPassword: '123465' })).toEqual({
      confirmPassword: 'Incorrect confirmation input',
    });
  });

  it('asks for the current password only when one is set', async () => {
    const values = { newPassword: '123456', confirmPassword: '123456' };
    expect(await messages(true, values)).toEqual({ currentPassword: 'Input cannot be empty' });
    expect(await messages(true, { ...values, currentPassword: '654321' })).toEqual({});
  });
});
