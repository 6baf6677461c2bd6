/**
 * The profile form's values over the member's profile when a 401 interrupted it: each kept text field
 * as she typed it, the phone back as the country and number the form holds.
 */
import { type PhoneInput, phoneCountry, phoneInputFromApi } from '@lwl/schemas';
import { type DraftRecord, draftRecord, draftText, restoredFields } from '../session/interrupted-form.ts';

export function restoredProfileFields<TValues extends Record<string, unknown>>(
  values: TValues,
  draft: DraftRecord | null,
): TValues {
  if (draft === null) return values;
  const restored: Record<string, unknown> = restoredFields(values, draft);
  if ('phone' in values) {
    const phone = draftRecord(draft, 'phone');
    const typed = draftText(draft, 'phone');
    if (
      phone &&
      typeof phone.country === 'string' &&
      phoneCountry(phone.country) !== undefined &&
      typeof phone.number === 'string'
    )
      restored.phone = { country: phone.country, number: phone.number } as PhoneInput;
    else if (typed !== undefined) restored.phone = phoneInputFromApi(typed);
  }
  return restored as TValues;
}
