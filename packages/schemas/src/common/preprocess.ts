import * as z from 'zod/mini';

/**
 * zod/mini has no `z.preprocess`: classic zod's is this same pipe (a transform of the raw input, then
 * the schema), so parsing, issues and JSON Schema (the schema's side) are unchanged.
 */
export const preprocess = <U extends z.core.$ZodType>(
  fn: (input: unknown, ctx: z.core.ParsePayload) => unknown,
  schema: U,
  // Typed as classic zod types it: any input; the schema's output and optionality.
): z.ZodMiniType<z.core.output<U>, unknown, z.core.$ZodPreprocessInternals<U, unknown>> =>
  z.pipe(z.transform(fn), schema) as never;
