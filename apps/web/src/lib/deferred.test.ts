import { describe, expect, it, vi } from 'vitest';
import { deferred, deferredResolver } from './deferred.ts';
import { firstInputOn } from './page-loaded.ts';

describe('deferred', () => {
  it('loads at the first call when that comes before the first input, and shares one promise', async () => {
    let calls = 0;
    const get = deferred(async () => {
      calls += 1;
      return { value: 42 };
    });
    expect(calls).toBe(0);
    expect(await get()).toEqual({ value: 42 });
    expect(get()).toBe(get());
    expect(calls).toBe(1);
  });

  it('starts loading by itself at the first input on the page, not before', async () => {
    const page = new EventTarget();
    let calls = 0;
    deferred(async () => {
      calls += 1;
    }, firstInputOn(page));
    page.dispatchEvent(new Event('focus'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toBe(0);
    page.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(calls).toBe(1));
    page.dispatchEvent(new Event('keydown'));
    await new Promise((resolve) => setTimeout(resolve, 10));
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
