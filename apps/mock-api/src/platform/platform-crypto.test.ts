import { createHash, createHmac, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { platformCrypto as browser } from './browser-crypto.ts';
import { fromBase64, fromHex, toBase64, toBase64Url, toHex, utf8Length } from './bytes.ts';
import { platformCrypto as node } from './node-crypto.ts';
import { randomInt } from './random.ts';

const sides = { node, browser };
const salt = fromHex('6c776c2d73656564') ?? new Uint8Array();

describe.each(Object.entries(sides))('the platform seam, %s side', (_name, platform) => {
  it('hashes as node:crypto does', () => {
    expect(toHex(platform.sha256('lwl'))).toBe(createHash('sha256').update('lwl').digest('hex'));
    expect(toHex(platform.sha256(new Uint8Array([0, 255])))).toBe(
      createHash('sha256')
        .update(Buffer.from([0, 255]))
        .digest('hex'),
    );
    expect(toHex(platform.hmacSha256('secret', 'order_1|pay_1'))).toBe(
      createHmac('sha256', 'secret').update('order_1|pay_1').digest('hex'),
    );
  });

  it('derives the same scrypt keys, synchronously and not', async () => {
    const expected = scryptSync('Password@123', salt, 64).toString('hex');
    expect(toHex(platform.scryptSync('Password@123', salt, 64))).toBe(expected);
    expect(toHex(await platform.scrypt('Password@123', salt, 64))).toBe(expected);
  });

  it('gives random bytes of the length asked, beyond one Web Crypto call', () => {
    const bytes = platform.randomBytes(70_000);
    expect(bytes).toHaveLength(70_000);
    expect(new Set(bytes.subarray(65_536)).size).toBeGreaterThan(200);
    expect(toHex(platform.randomBytes(16))).not.toBe(toHex(platform.randomBytes(16)));
  });

  it('compares bytes', () => {
    expect(platform.timingSafeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true);
    expect(platform.timingSafeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 3]))).toBe(false);
    expect(() => platform.timingSafeEqual(new Uint8Array([1]), new Uint8Array([1, 2]))).toThrow(RangeError);
  });
});

describe('byte encodings without Buffer', () => {
  const data = new Uint8Array([0, 1, 127, 128, 250, 251, 255]);
  it('agree with Buffer', () => {
    expect(toHex(data)).toBe(Buffer.from(data).toString('hex'));
    expect(toBase64(data)).toBe(Buffer.from(data).toString('base64'));
    expect(toBase64Url(data)).toBe(Buffer.from(data).toString('base64url'));
    expect([...fromBase64(toBase64(data))]).toEqual([...data]);
    expect(utf8Length('₹ 8,850')).toBe(Buffer.byteLength('₹ 8,850'));
  });
  it('refuse hex that is not hex', () => {
    expect(fromHex('abc')).toBeNull();
    expect(fromHex('zz')).toBeNull();
    expect([...(fromHex('00ff') ?? [])]).toEqual([0, 255]);
  });
});

describe('randomInt', () => {
  it('stays in its range and reaches both ends', () => {
    const seen = new Set(Array.from({ length: 2000 }, () => randomInt(3)));
    expect([...seen].sort()).toEqual([0, 1, 2]);
    for (let i = 0; i < 200; i++) expect(randomInt(5, 7)).toBeGreaterThanOrEqual(5);
    expect(() => randomInt(0)).toThrow(RangeError);
  });
});
