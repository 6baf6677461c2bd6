import type { PassChoice } from '@lwl/machines';
import { VENTURE_PASS_TYPES } from '@lwl/schemas';

/** The pass type select's value as the booking machine reads it: a pass type, or '' for the empty option. */
export function passChoiceOf(value: string): PassChoice {
  return VENTURE_PASS_TYPES.find((type) => type === value) ?? '';
}
