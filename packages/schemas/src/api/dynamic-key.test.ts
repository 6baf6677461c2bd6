import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { acceptedDynamicKeys, dynamicKey, utcHourStamp } from './dynamic-key.ts';

describe('dynamicKey', () => {
  const at = new Date('2026-03-07T04:59:59.999Z');

  it('stamps the UTC hour zero-padded', () => {
    expect(utcHourStamp(at)).toBe('2026-03-07T04');
    expect(utcHourStamp(new Date('2026-12-31T23:00:00+05:30'))).toBe('2026-12-31T17');
  });

  it('is the hex SHA-256 of "YYYY-MM-DDTHH:phrase"', async () => {
    const expected = createHash('sha256').update('2026-03-07T04:secret words').digest('hex');
    expect(await dynamicKey(at, 'secret words')).toBe(expected);
  });

  it('uses the default phrase when none is given', async () => {
    const expected = createHash('sha256').update('2026-03-07T04:lwl-dev-phrase').digest('hex');
    expect(await dynamicKey(at)).toBe(expected);
  });

  it('accepts the current and the previous hour only', async () => {
    const keys = await acceptedDynamicKeys(new Date('2026-03-07T00:10:00Z'), 'p');
    expect(keys).toEqual([
      createHash('sha256').update('2026-03-07T00:p').digest('hex'),
      createHash('sha256').update('2026-03-06T23:p').digest('hex'),
    ]);
  });
});
