import { describe, expect, it } from 'vitest';
import { notProvided } from './effects.ts';

describe('notProvided', () => {
  it('throws, naming the machine and the missing implementation', () => {
    expect(() => notProvided('checkout', 'createOrder')).toThrow(
      "checkout: 'createOrder' is not provided; pass it with machine.provide(...)",
    );
  });
});
