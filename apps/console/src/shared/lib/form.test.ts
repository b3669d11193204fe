// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../i18n/index.ts';
import { useContractParser, withEmptyAsMissing } from './form.ts';

describe('withEmptyAsMissing', () => {
  const schema = withEmptyAsMissing<{ username?: string; pageNum?: number }, Record<string, string>>(
    z.strictObject({ username: z.string().optional(), pageNum: z.coerce.number().int().optional() }),
  );

  it('leaves out empty and blank inputs before the contract’s rules run', () => {
    expect(schema.parse({ username: '', pageNum: '  ' })).toEqual({});
  });

  it('passes given inputs to the contract as typed', () => {
    expect(schema.parse({ username: ' taro ', pageNum: '2' })).toEqual({ username: ' taro ', pageNum: 2 });
  });

  it('still refuses what the contract refuses', () => {
    expect(schema.safeParse({ pageNum: '1.5' }).success).toBe(false);
  });
});

describe('useContractParser', () => {
  const schema = z.strictObject({
    name: z.string().min(3).max(5),
    code: z.string().min(1),
    tags: z.array(z.string()).min(1).max(2),
    limit: z.number().min(1).max(10),
    email: z.email(),
    password: z.string(),
    confirmPassword: z.string(),
  });
  const confirmed = schema.refine((input) => input.password === input.confirmPassword, {
    message: 'mismatch',
    path: ['confirmPassword'],
  });
  const valid = {
    name: 'taro',
    code: 'A1',
    tags: ['vip'],
    limit: 5,
    email: 'taro@example.com',
    password: 'secret',
    confirmPassword: 'secret',
  };

  const messages = (data: unknown) => {
    const { result } = renderHook(() => useContractParser());
    const parsed = result.current(confirmed, data);
    return parsed.success
      ? {}
      : Object.fromEntries(parsed.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  describe('in English', () => {
    beforeAll(async () => {
      await act(() => chooseLanguage('EN'));
    });
    afterAll(async () => {
      await act(() => chooseLanguage('JA'));
    });

    it('passes valid data through', () => {
      const { result } = renderHook(() => useContractParser());
      expect(result.current(confirmed, valid)).toEqual({ success: true, data: valid });
    });

    it('names the limits of lengths, lists and numbers', () => {
      expect(messages({ ...valid, name: 'ab', tags: [], limit: 0 })).toEqual({
        name: 'At least 3 characters',
        tags: 'Choose at least 1',
        limit: 'Must be at least 1',
      });
      expect(messages({ ...valid, name: 'abcdef', tags: ['a', 'b', 'c'], limit: 11 })).toEqual({
        name: 'At most 5 characters',
        tags: 'At most 2 entries',
        limit: 'Must be at most 10',
      });
    });

    it('asks for an empty required text, and calls a wrong type invalid', () => {
      expect(messages({ ...valid, code: '' })).toEqual({ code: 'Input cannot be empty' });
      expect(messages({ ...valid, code: undefined })).toEqual({ code: 'Input cannot be empty' });
      expect(messages({ ...valid, code: 42 })).toEqual({ code: 'Invalid value' });
    });

    it('explains a wrong format and the contract’s own refinements', () => {
      expect(messages({ ...valid, email: 'taro' })).toEqual({ email: 'The format is not valid' });
      expect(messages({ ...valid, confirmPassword: 'other' })).toEqual({
        confirmPassword: 'Incorrect confirmation input',
      });
    });

    it('lists the unknown keys of a strict object', () => {
      const { result } = renderHook(() => useContractParser());
      const parsed = result.current(schema, { ...valid, extra: 1 });
      expect(parsed.success ? [] : parsed.issues.map((issue) => issue.keys)).toEqual([['extra']]);
    });
  });

  it('speaks Japanese on the Japanese console', () => {
    expect(messages({ ...valid, code: '' })).toEqual({ code: '入力してください' });
  });
});
