import fc from 'fast-check';

/** A 2 MB + 1 byte upload (one instance: the photo limit is checked by size before the bytes are read). */
const OVERSIZED_PHOTO = new Blob([new Uint8Array(2 * 1024 * 1024 + 1)], { type: 'image/png' });

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Uploads: random bytes, a real image signature with junk after it, empty, or over the 2 MB limit. */
export const junkFile: fc.Arbitrary<Blob> = fc.oneof(
  fc.uint8Array({ maxLength: 64 }).map((bytes) => new Blob([bytes], { type: 'image/png' })),
  fc
    .uint8Array({ maxLength: 32 })
    .map((bytes) => new Blob([new Uint8Array([...PNG_HEADER, ...bytes])], { type: 'image/jpeg' })),
  fc.constant(new Blob([])),
  fc.constant(OVERSIZED_PHOTO),
);

const oddStrings = fc.constantFrom(
  '',
  '   ',
  '\u0000',
  '\uFEFF',
  '\u202Eevil',
  '💥🚀👩🏽‍💻',
  'ǅemo',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '__proto__',
  'constructor',
  'a@b',
  '@example.com',
  'x@y.zz',
);

const numericStrings = fc.constantFrom(
  '0',
  '-1',
  '1',
  '5',
  '6',
  '1.5',
  ' 7 ',
  '007',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '0x1F',
  '9007199254740993',
  '1_000',
  '+3',
);

const numbers = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 1, 5, 6, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.1),
);

const scalars = fc.oneof(
  oddStrings,
  numericStrings,
  numbers,
  fc.boolean(),
  fc.constant(null),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** A value of the wrong kind for any field: odd or huge strings, numbers, lists, nested junk. */
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalars },
  { weight: 1, arbitrary: fc.nat({ max: 200_000 }).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.array(scalars, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalars, { maxKeys: 4 }) },
  { weight: 1, arbitrary: junkFile },
);

const extraKeys = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'status',
    'id',
    'user_id',
    'amount',
    'price',
    'paid',
    'role',
    'x[]',
  ),
);

export type Mutation =
  | { kind: 'drop'; key: string }
  | { kind: 'set'; key: string; value: unknown }
  | { kind: 'extra'; key: string; value: unknown };

/** Up to four mutations of an object with the given keys (values may be field hints or junk). */
export function mutations(
  keys: readonly string[],
  hints: (key: string) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Mutation[]> {
  const extra = fc.record({ kind: fc.constant('extra' as const), key: extraKeys, value: junkValue });
  if (keys.length === 0) return fc.array(extra, { maxLength: 3 });
  const key = fc.constantFrom(...keys);
  const one: fc.Arbitrary<Mutation> = fc.oneof(
    fc.record({ kind: fc.constant('drop' as const), key }),
    key.chain((k) =>
      fc.record({
        kind: fc.constant('set' as const),
        key: fc.constant(k),
        value: fc.oneof({ weight: 2, arbitrary: hints(k) }, { weight: 3, arbitrary: junkValue }),
      }),
    ),
    extra,
  );
  return fc.array(one, { maxLength: 4 });
}

/** Applies mutations to a copy; keys such as `__proto__` become own properties, as JSON.parse makes them. */
export function mutate(base: Record<string, unknown>, changes: readonly Mutation[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(base)) define(out, key, value);
  for (const change of changes) {
    if (change.kind === 'drop') delete out[change.key];
    else define(out, change.key, change.value);
  }
  return out;
}

function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
