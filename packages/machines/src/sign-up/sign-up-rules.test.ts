import { describe, expect, it } from 'vitest';
import { defaultSignUpDuration } from './sign-up-rules.ts';

describe('sign-up rules', () => {
  it('presets duration option id 1, else the first option (UAE), else none', () => {
    const option = (id: number) => ({ id, term: '1 Year', price: 400, name: 'Global Access' });
    expect(defaultSignUpDuration([option(3), option(1), option(2)])).toBe(1);
    expect(defaultSignUpDuration([option(7), option(8)])).toBe(7);
    expect(defaultSignUpDuration([])).toBeNull();
  });
});
