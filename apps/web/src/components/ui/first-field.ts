/**
 * Where a dialog's focus goes as it opens: its first field, so that a buyer types her name at once
 * instead of landing on Close. A dialog without a field keeps radix's own choice (its first control).
 */
const FIELDS = ['input:not([type="hidden"])', 'select', 'textarea']
  .map((field) => `${field}:not(:disabled):not([tabindex="-1"]):not([aria-hidden="true"])`)
  .join(', ');

/** radix's `onOpenAutoFocus`: the event is dispatched on the dialog's content. */
export function focusFirstField(event: Event): void {
  const content = event.currentTarget;
  if (!(content instanceof HTMLElement)) return;
  const field = content.querySelector<HTMLElement>(FIELDS);
  if (field === null) return;
  event.preventDefault();
  field.focus({ preventScroll: true });
}
