/**
 * Whether the studio shows the machines' code names (event types, guard and action names, tags) beside
 * their words. Off by default: a product reader reads the words; a developer turns it on once and the
 * browser remembers it.
 */
import { useSyncExternalStore } from 'react';

const KEY = 'flow-studio.code-names';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

export function setCodeNames(on: boolean): void {
  try {
    window.localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // A browser without storage keeps the choice for this page only.
  }
  current = on;
  for (const listener of listeners) listener();
}

let current: boolean | undefined;

export function useCodeNames(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => {
      current ??= read();
      return current;
    },
  );
}
