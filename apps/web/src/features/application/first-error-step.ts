/** The step (0-based) holding the first field with an error, in step order; null when none. */
import { APPLICATION_STEPS, type ApplicationField } from '@lwl/schemas';

export function firstErrorStep(
  fieldsWithErrors: readonly string[],
): { step: number; field: ApplicationField } | null {
  for (const [step, { fields }] of APPLICATION_STEPS.entries()) {
    const field = fields.find((name) => fieldsWithErrors.includes(name));
    if (field !== undefined) return { step, field };
  }
  return null;
}
