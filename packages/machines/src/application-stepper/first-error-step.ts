import { APPLICATION_STEPS, type ApplicationField } from '@lwl/schemas';

/**
 * The step (0-based) holding the first field with an error, in step order, and that field; null when
 * none. Submit on step 4 brings the user back to it.
 */
export function firstErrorStep(
  fieldsWithErrors: readonly string[],
): { step: number; field: ApplicationField } | null {
  for (const [step, { fields }] of APPLICATION_STEPS.entries()) {
    const field = fields.find((name) => fieldsWithErrors.includes(name));
    if (field !== undefined) return { step, field };
  }
  return null;
}
