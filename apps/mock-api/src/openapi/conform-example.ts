import type { JsonSchema } from './json-schema.ts';

const typesOf = (schema: JsonSchema | undefined): string[] => {
  const type = schema?.type;
  return Array.isArray(type) ? type.map(String) : typeof type === 'string' ? [type] : [];
};

/**
 * An example value in the type its JSON Schema documents. The mock reads input leniently (numeric
 * strings as numbers, `"1"`/`"0"` as booleans, one value as a list, as multipart sends them) but the
 * document states the canonical type, and an example must match it.
 */
export function conformExample(value: unknown, schema: JsonSchema | undefined): unknown {
  const types = typesOf(schema);
  if (typeof value === 'string' && !types.includes('string')) {
    if (
      (types.includes('integer') || types.includes('number')) &&
      value.trim() !== '' &&
      Number.isFinite(Number(value))
    )
      return Number(value);
    if (types.includes('boolean') && ['1', 'true'].includes(value)) return true;
    if (types.includes('boolean') && ['0', 'false'].includes(value)) return false;
  }
  if (types.includes('array') && value !== undefined && !Array.isArray(value)) return [value];
  return value;
}

/** Each field of an example object conformed to its property's schema. */
export function conformFields(
  fields: Record<string, unknown>,
  props: Record<string, JsonSchema> | null,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, conformExample(value, props?.[name])]),
  );
}
