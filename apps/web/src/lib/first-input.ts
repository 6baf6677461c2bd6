/**
 * The user's first input on the page (a pointer press, a key, a touch, typed text): code only an action
 * needs (a form's schemas, lib/deferred.ts; a form's lower sections, WhenNear) starts then, not at load.
 */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'input'] as const;

/** Settles at the first of INPUT_EVENTS on `target` (never without one). */
export function firstInputOn(target: EventTarget | undefined): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      for (const name of INPUT_EVENTS) target?.removeEventListener(name, done, true);
      resolve();
    };
    for (const name of INPUT_EVENTS) target?.addEventListener(name, done, { capture: true, passive: true });
  });
}

export const firstInput = firstInputOn(globalThis.document);
