import { z } from 'zod';

/** A JSON Schema object as `z.toJSONSchema` returns it. */
export type JsonSchema = Record<string, unknown>;

const isBlobClass = (value: unknown): boolean =>
  typeof value === 'function' && (value === Blob || value.prototype instanceof Blob);

/**
 * JSON Schema of a zod schema for the OpenAPI document: requests use the input side (what a client
 * sends, before preprocessing), responses the output side. Files (`z.instanceof(Blob)`) become binary
 * strings; anything else without a JSON Schema form becomes `{}`.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json: JsonSchema = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: (ctx) => {
      const def = ctx.zodSchema._zod.def;
      if (def.type === 'custom' && isBlobClass(ctx.zodSchema._zod.bag.Class)) {
        ctx.jsonSchema.type = 'string';
        ctx.jsonSchema.format = 'binary';
      }
    },
  });
  delete json.$schema;
  return json;
}
