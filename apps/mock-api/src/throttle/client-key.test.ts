import { describe, expect, it } from 'vitest';
import { clientKey, LOOPBACK_CLIENT } from './client-key.ts';

describe('clientKey', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1', 'local', undefined])(
    'counts %s as the one loopback client',
    (address) => {
      expect(clientKey(address)).toBe(LOOPBACK_CLIENT);
    },
  );

  it('keeps other addresses apart, an IPv4-mapped one as its IPv4 form', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:DB8::1')).toBe('2001:db8::1');
  });
});
