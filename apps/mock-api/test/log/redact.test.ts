import { describe, expect, it } from 'vitest';
import { redactValue } from '../../src/log/redact.ts';

describe('redactValue (values in drift lines of the validating proxy)', () => {
  it('hides the values of secret fields, at any depth', () => {
    for (const path of [
      'password',
      'token',
      'data.token',
      'otp',
      'razorpay_signature',
      'dynamickey',
      'authorization',
    ])
      expect(redactValue(path, '"s3cret"')).toBe('[redacted]');
  });

  it('keeps the values of other fields', () => {
    for (const path of ['email', 'data.events.0.title', '(body)', 'passwordless.count.x'])
      expect(redactValue(path, '"shown"')).toBe('"shown"');
  });
});
