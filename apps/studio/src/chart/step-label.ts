import type { PathStep } from '../simulation/simulate.ts';

/** A step of a replayed link, named from its event: `done: requestOtp`, `after redirect`, else the type. */
export function stepLabel(step: PathStep): string {
  if (!('event' in step)) return 'context edited';
  const type = step.event.type;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor) return `${actor[1]}: ${actor[2]}`;
  const delay = /^xstate\.after\.([^.]+)\./.exec(type);
  return delay ? `after ${delay[1]}` : type;
}
