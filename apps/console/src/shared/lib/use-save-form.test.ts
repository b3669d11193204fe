// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { useSaveForm } from './use-save-form.ts';

interface Values {
  name: string;
  limit: string;
}

/** A form whose save is `save`, showing the call's answer once stored. */
const render = (save: (value: Values) => Promise<Values>) =>
  renderHook(() => {
    const form = useForm<Values>({ defaultValues: { name: 'old', limit: '1' } });
    const saving = useSaveForm({
      form,
      save,
      toValues: (_value, saved) => saved,
      placeField: (key) => (key === 'limit' ? key : undefined),
    });
    return { form, errors: form.formState.errors, ...saving };
  });

describe('useSaveForm', () => {
  it('shows what was stored and says it is saved', async () => {
    const { result } = render((value) => Promise.resolve({ ...value, limit: '10.00' }));
    act(() => result.current.form.setValue('limit', '10', { shouldDirty: true }));
    await act(() => result.current.submit());
    expect(result.current.form.getValues()).toEqual({ name: 'old', limit: '10.00' });
    expect(result.current.form.formState.isDirty).toBe(false);
    expect(result.current.isSaved).toBe(true);
  });

  it('keeps the typed values on failure and puts the server’s errors where they belong', async () => {
    const failure = new ApiError(400, 'validation', 'Check the form.', {
      fields: { limit: 'Too high', other: 'Unknown' },
    });
    const { result } = render(() => Promise.reject(failure));
    act(() => result.current.form.setValue('limit', '99', { shouldDirty: true }));
    await act(() => result.current.submit());
    expect(result.current.form.getValues()).toEqual({ name: 'old', limit: '99' });
    expect(result.current.form.getFieldState('limit').error?.message).toBe('Too high');
    expect(result.current.errors.root?.server?.message).toBe('Check the form. other: Unknown');
    expect(result.current.isSaved).toBe(false);
  });
});
