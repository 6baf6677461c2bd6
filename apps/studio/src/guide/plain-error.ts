/**
 * What went wrong inside the simulation, in words for a product manager: which check or step could
 * not run and what to do about it. Never a stack trace, never xstate's internals.
 */

const GUARD = /Unable to evaluate guard '([^']+)' in transition for event '([^']+)'/;
const MISSING = /Cannot read propert(?:y|ies) of (?:undefined|null) \(reading '([^']+)'\)/;
const NOT_PROVIDED = /'([^']+)' is not provided/;

function cause(message: string): string {
  const missing = MISSING.exec(message);
  if (missing) return `a field it reads is missing (“${missing[1]}”)`;
  const notProvided = NOT_PROVIDED.exec(message);
  if (notProvided) return `it needs the app's “${notProvided[1]}”, which the studio does not run`;
  return `it stopped with “${firstLine(message)}”`;
}

const firstLine = (message: string) => message.split('\n')[0]?.trim().replace(/\.$/, '') ?? '';

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'an unknown error';

/** A refused step (the machine threw while taking it). */
export function plainStepError(error: unknown, eventLabel: string): string {
  if (error instanceof Error && error.name === 'StepRefused') return error.message;
  const message = messageOf(error);
  const guard = GUARD.exec(message);
  if (guard) {
    return `The check “${guard[1]}” could not decide on “${eventLabel}”: ${cause(message)}. Pick one of the ready choices, or start from one with “Edit”.`;
  }
  return `The machine could not take “${eventLabel}”: ${cause(message)}. Pick one of the ready choices, or start from one with “Edit”.`;
}

/** A machine that stopped in error (an action or an invoked call's input failed). */
export function plainStopError(error: unknown): string {
  return `The machine stopped: ${cause(messageOf(error))}. Go Back a step, or Restart with another start.`;
}
