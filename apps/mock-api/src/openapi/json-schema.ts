import { z } from 'zod';

/** A JSON Schema object as `z.toJSONSchema` returns it. */
export type JsonSchema = Record<string, unknown>;

const isBlobClass = (value: unknown): boolean =>
  typeof value === 'function' && (value === Blob || value.prototype instanceof Blob);

const acceptsOnlyBlobs = (fn: (input: unknown) => unknown): boolean => {
  try {
    return fn(new Blob([])) === true && fn('') === false;
  } catch {
    return false;
  }
};

/** The fields of an object schema, also behind a pipe or preprocess. */
function objectShape(schema: z.core.$ZodType): Record<string, z.core.$ZodType> {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  if (def.type === 'object') return def.shape;
  if (def.type === 'pipe') return { ...objectShape(def.in), ...objectShape(def.out) };
  return {};
}

/** A file field, possibly optional or behind a preprocess (`optionalPhotoFileSchema`). */
function isFileSchema(schema: z.core.$ZodType): boolean {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  // `.refine` clones a `z.instanceof(Blob)` without its class in the bag; its check still tells.
  if (def.type === 'custom') return isBlobClass(schema._zod.bag.Class) || acceptsOnlyBlobs(def.fn);
  if (def.type === 'optional' || def.type === 'nullable') return isFileSchema(def.innerType);
  if (def.type === 'pipe') return isFileSchema(def.out);
  return false;
}

/**
 * The keys an object schema refuses to miss, as the mock's parse decides: a key is required when an
 * object of that one field refuses `{}`. zod's own `required` of an input schema reads the static
 * optionality, which a preprocess hides in both directions: `lenientId` (a pipe behind a pipe) looks
 * optional though it refuses a missing id, `listField` looks required though a missing list is `[]`.
 */
function requiredKeys(shape: Record<string, z.core.$ZodType>): string[] {
  return Object.entries(shape)
    .filter(([key, field]) => {
      try {
        return !z.object({ [key]: field }).safeParse({}).success;
      } catch {
        // An asynchronous field cannot be tried synchronously; say it is required, as zod would.
        return true;
      }
    })
    .map(([key]) => key);
}

/** Keywords that narrow a value of one type: a pipe's later stage adds them to what it reads. */
const NARROWING = ['pattern', 'format', 'enum', 'const'] as const;
const LOWER = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems'] as const;
const UPPER = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems'] as const;

/**
 * A pipe's input side is its first stage, and zod documents only that one; but a value passes only
 * when the later stage accepts it too (`requiredEmail` is required text, then the e-mail pattern).
 * When both stages read the same type, the later stage's bounds and pattern join the first's (a
 * second, different pattern goes in `allOf`).
 */
function addLaterStage(json: JsonSchema, later: JsonSchema): void {
  if (later.type === undefined || later.type !== json.type) return;
  for (const key of NARROWING) {
    if (later[key] === undefined) continue;
    if (json[key] === undefined) json[key] = later[key];
    else if (JSON.stringify(json[key]) !== JSON.stringify(later[key]))
      json.allOf = [...(Array.isArray(json.allOf) ? json.allOf : []), { [key]: later[key] }];
  }
  for (const key of LOWER) {
    const value = later[key];
    if (typeof value === 'number') json[key] = Math.max(value, Number(json[key] ?? value));
  }
  for (const key of UPPER) {
    const value = later[key];
    if (typeof value === 'number') json[key] = Math.min(value, Number(json[key] ?? value));
  }
}

/**
 * On the wire an empty optional field means absent (docs/decisions/0003): a text property whose
 * field takes `""` but whose schema (a pattern, a minimum length) refuses it takes `""` besides.
 */
function allowEmptyText(json: JsonSchema, shape: Record<string, z.core.$ZodType>): void {
  const properties = json.properties as Record<string, JsonSchema> | undefined;
  for (const [key, field] of Object.entries(shape)) {
    const prop = properties?.[key];
    if (prop?.type !== 'string' || (prop.pattern === undefined && !Number(prop.minLength))) continue;
    let takesEmpty = false;
    try {
      takesEmpty = z.object({ [key]: field }).safeParse({ [key]: '' }).success;
    } catch {
      // asynchronous: left as it is
    }
    if (!takesEmpty || !properties) continue;
    // `^$|…` takes "" besides what the property took (an alternation, so an unanchored pattern keeps
    // its meaning); a minimum length above 1 becomes a lookahead of the non-empty branch.
    const { minLength, pattern, ...rest } = prop;
    const atLeast = Number(minLength) > 1 ? `^(?=[\\s\\S]{${Number(minLength)}})` : '';
    const nonEmpty =
      pattern === undefined
        ? atLeast
          ? `${atLeast}[\\s\\S]*`
          : undefined
        : `${atLeast}(?:${String(pattern)})`;
    properties[key] = {
      ...rest,
      ...(nonEmpty === undefined ? {} : { pattern: `^$|${nonEmpty}` }),
      description: `${rest.description === undefined ? '' : `${String(rest.description)} `}Empty means absent.`,
    };
  }
}

/**
 * JSON Schema of a zod schema for the OpenAPI document: requests use the input side (what a client
 * sends, before preprocessing), responses the output side. Files (`z.instanceof(Blob)`) become binary
 * strings; anything else without a JSON Schema form becomes `{}`. An input object's `required` is
 * what the mock refuses to miss (`requiredKeys`).
 */
export function jsonSchemaOf(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const json: JsonSchema = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: (ctx) => {
      if (isFileSchema(ctx.zodSchema)) {
        ctx.jsonSchema.type = 'string';
        ctx.jsonSchema.format = 'binary';
      }
      const def = (ctx.zodSchema as z.core.$ZodTypes)._zod.def;
      if (io === 'input' && def.type === 'pipe' && !def.in._zod.traits.has('$ZodTransform'))
        addLaterStage(ctx.jsonSchema as JsonSchema, jsonSchemaOf(def.out, 'input'));
      if (io === 'input' && def.type === 'object') {
        allowEmptyText(ctx.jsonSchema as JsonSchema, def.shape);
        const required = requiredKeys(def.shape);
        if (required.length > 0) ctx.jsonSchema.required = required;
        else delete ctx.jsonSchema.required;
      }
    },
  });
  delete json.$schema;
  // zod leaves a preprocessed file field (`optionalPhotoFileSchema`) as `{}`; files are top-level fields.
  const properties = json.properties as Record<string, JsonSchema> | undefined;
  const shape = objectShape(schema);
  for (const [name, field] of Object.entries(shape)) {
    if (properties?.[name] && isFileSchema(field)) properties[name] = { type: 'string', format: 'binary' };
  }
  return json;
}
