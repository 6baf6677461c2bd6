/**
 * A purchase dialog's fields handed to its machine (`draft.keep`) when the dialog closes, however it
 * closes (Back, ×, Escape, the checkout taking over), so that reopening it shows what was typed.
 */
import type { DetailsDraft } from '@lwl/machines';
import { type PhoneInput, phoneDraftOf } from '@lwl/schemas';
import { useEffect, useRef } from 'react';

export type KeepDraft = (draft: DetailsDraft) => void;

export function useKeepDraft(getValues: () => Record<string, unknown>, onDraft: KeepDraft | undefined): void {
  const keep = useRef(onDraft);
  keep.current = onDraft;
  // The form unmounts with the dialog; its values are still readable then.
  useEffect(() => () => keep.current?.(draftOf(getValues())), [getValues]);
}

const isPhoneInput = (value: unknown): value is PhoneInput =>
  typeof value === 'object' && value !== null && 'country' in value && 'number' in value;

/** Text fields as typed; the phone's country and number as one string the dialog reads back. */
function draftOf(values: Record<string, unknown>): DetailsDraft {
  const draft: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) {
    if (typeof value === 'string') draft[field] = value;
    else if (isPhoneInput(value)) draft[field] = phoneDraftOf(value);
  }
  return draft;
}
