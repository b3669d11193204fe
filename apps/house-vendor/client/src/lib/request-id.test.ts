import { afterEach, describe, expect, it, vi } from 'vitest';
import { newRequestId } from './request-id.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is a fresh v4 uuid per action', () => {
    const first = newRequestId();
    expect(first).toMatch(UUID_V4);
    expect(newRequestId()).not.toBe(first);
  });

  it('builds a v4 uuid from random bytes where randomUUID is missing (plain http)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: <T extends ArrayBufferView>(array: T) => real.getRandomValues(array),
    });
    const id = newRequestId();
    expect(id).toMatch(UUID_V4);
    expect(newRequestId()).not.toBe(id);
  });
});
