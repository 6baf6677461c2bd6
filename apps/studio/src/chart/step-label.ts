import type { AnyStateMachine } from 'xstate';
import { delayOf, eventLabel } from '../model/chart-model.ts';
import { eventWords, type PathStep } from '../simulation/simulate.ts';

/** A step in words: what its event does ("She presses Send code with her e-mail"). */
export function stepWords(step: PathStep, machine: AnyStateMachine): string {
  if (!('event' in step)) return 'context edited';
  return eventWords(machine, step.event.type) ?? stepLabel(step, machine);
}

/** A step of a replayed link, named from its event: `done: requestOtp`, `after 1 s`, else the type. */
export function stepLabel(step: PathStep, machine: AnyStateMachine): string {
  if (!('event' in step)) return 'context edited';
  const type = step.event.type;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor) return `${actor[1]}: ${actor[2]}`;
  const after = /^xstate\.after\.[^.]+\.(.+)$/.exec(type);
  if (!after) return type;
  return eventLabel({ event: type, kind: 'after', delay: delayOf(type, machine, after[1] as string) });
}
