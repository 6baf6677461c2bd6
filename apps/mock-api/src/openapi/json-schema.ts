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
      if (io === 'input' && def.type === 'object') {
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
