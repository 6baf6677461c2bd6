/**
 * On a refused submit, focus goes to the first invalid field in the page's order (react-hook-form's
 * own focus follows the order fields were registered in, and skips fields a machine owns, such as a
 * membership's city and duration). Forms pass `shouldFocusError: false` and `focusFirstInvalid` as
 * `handleSubmit`'s second argument; a field is found by its `name` (react-hook-form's, or set on a
 * machine-owned select).
 */
import type { BaseSyntheticEvent } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The paths of the messages in `errors`: `phone.number`, `city`, ... */
function errorPaths(errors: object, prefix = ''): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (typeof value !== 'object' || value === null || key === 'ref') continue;
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof (value as { message?: unknown }).message === 'string') paths.push(path);
    else paths.push(...errorPaths(value, path));
  }
  return paths;
}

/** The first control of `form`, in document order, whose name has an error (or sits under one). */
function firstInvalidControl(form: HTMLFormElement, errors: object): HTMLElement | undefined {
  const paths = errorPaths(errors);
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (!name || !(element instanceof HTMLElement)) continue;
    if (paths.some((path) => name === path || name.startsWith(`${path}.`))) return element;
  }
  return undefined;
}

/** `handleSubmit`'s `onInvalid`: focuses the first invalid field once its message is drawn. */
export function focusFirstInvalid<T extends FieldValues>(
  errors: FieldErrors<T>,
  event?: BaseSyntheticEvent,
): void {
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return;
  const target = firstInvalidControl(form, errors);
  if (target) requestAnimationFrame(() => target.focus());
}
