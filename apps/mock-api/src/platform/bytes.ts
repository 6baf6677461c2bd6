/** Byte encodings without Node's Buffer, the same in Node and in a browser. */

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export const toHex = (data: Uint8Array): string => {
  let out = '';
  for (const byte of data) out += HEX[byte];
  return out;
};

/** Bytes of an even-length hex string; null for anything else. */
export const fromHex = (hex: string): Uint8Array | null => {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(hex)) return null;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
};

export const toBase64 = (data: Uint8Array): string => {
  let binary = '';
  for (let at = 0; at < data.length; at += 0x8000)
    binary += String.fromCharCode(...data.subarray(at, at + 0x8000));
  return btoa(binary);
};

export const toBase64Url = (data: Uint8Array): string =>
  toBase64(data).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export const fromBase64 = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

const utf8 = new TextEncoder();
export const utf8Bytes = (text: string): Uint8Array => utf8.encode(text);
export const utf8Length = (text: string): number => utf8.encode(text).length;
