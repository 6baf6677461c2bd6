/**
 * A machine's states as one short string: every state's path, kind and initial child, nothing else
 * (descriptions, actions, guards and transitions may change without the screens going stale). The
 * screens' manifest keeps it per chart; a test compares it with the machine as it is now.
 */
import type { AnyStateMachine } from 'xstate';

interface StateNodeLike {
  path: string[];
  type: string;
  description?: string;
  config: { initial?: unknown };
  states: Record<string, StateNodeLike>;
}

/** The state node at a path ("dialog.coupon"), if the machine has one. */
export function stateNodeAt(machine: AnyStateMachine, path: string): StateNodeLike | undefined {
  let node: StateNodeLike | undefined = machine.root as unknown as StateNodeLike;
  for (const key of path.split('.')) node = node?.states[key];
  return node;
}

function lines(node: StateNodeLike): string[] {
  return Object.values(node.states).flatMap((child) => [
    `${child.path.join('.')}:${child.type}:${typeof child.config.initial === 'string' ? child.config.initial : ''}`,
    ...lines(child),
  ]);
}

/** FNV-1a, 32 bits, as 8 hex digits: enough to notice a change, and runs in the browser too. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

export function statesFingerprint(machine: AnyStateMachine): string {
  return hash(
    lines(machine.root as unknown as StateNodeLike)
      .sort()
      .join('\n'),
  );
}

/** The states a screen can stand for: those without children (a compound state shows as its child). */
export function leafStates(machine: AnyStateMachine): string[] {
  const walk = (node: StateNodeLike): string[] =>
    Object.values(node.states).flatMap((child) =>
      Object.keys(child.states).length === 0 ? [child.path.join('.')] : walk(child),
    );
  return walk(machine.root as unknown as StateNodeLike);
}
