import { describe, expect, it } from 'vitest';
import { deferred, deferredResolver } from './deferred.ts';

describe('deferred', () => {
  it('starts loading at once and shares one promise', async () => {
    let calls = 0;
    const get = deferred(async () => {
      calls += 1;
      return { value: 42 };
    });
    expect(calls).toBe(1);
    expect(await get()).toEqual({ value: 42 });
    expect(get()).toBe(get());
    expect(calls).toBe(1);
  });

  it('loads again after a failed download', async () => {
    let calls = 0;
    const get = deferred(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return 'loaded';
    });
    await expect(get()).rejects.toThrow('offline');
    expect(await get()).toBe('loaded');
    expect(calls).toBe(2);
  });
});

describe('deferredResolver', () => {
  it('passes the values to the loaded resolver', async () => {
    const resolver = deferredResolver<{ name: string }, unknown, { name: string }>(async () => (values) => ({
      values,
      errors: {},
    }));
    const result = await resolver({ name: 'Asha' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result).toEqual({ values: { name: 'Asha' }, errors: {} });
  });
});
